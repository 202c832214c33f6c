import Driver

/// A modal alert over another screen: its page knows the alert's own buttons.
protocol AlertScreen: Screen {}

extension AlertScreen {
    /// The alert itself; its label is the localised title, e.g. "You're Offline".
    var alert: Element { Self.landmark(in: app) }

    /// The button with `identifier` inside this alert.
    func button(_ identifier: String) -> Element { alert.buttons[identifier] }
}

/// An alert for a failed request, offering to retry it or cancel.
protocol RetryableAlert: AlertScreen {}

extension RetryableAlert {
    /// Retries the failed request.
    var retryButton: Element { button("alertRetryButton") }
    /// Dismisses the alert without retrying.
    var cancelButton: Element { button("alertCancelButton") }

    /// Retries the request and returns, once it has finished, the screen it leads to.
    func retry<Destination: Screen>(landingOn destination: Destination.Type) async throws -> Destination {
        try await retryButton.tap()
        return try await Destination(app)
    }

    /// Dismisses the alert without retrying and returns the screen behind it.
    func cancel<Destination: Screen>(returningTo destination: Destination.Type) async throws -> Destination {
        try await cancelButton.tap()
        return try await Destination(app)
    }
}
