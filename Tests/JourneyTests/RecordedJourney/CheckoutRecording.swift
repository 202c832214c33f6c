import Driver

/// Page objects drafted by `journey record` from the journey it recorded.
enum CheckoutRecording {
    /// A screen of the app: the element only it has, and the app showing it.
    protocol Screen: Sendable {
        /// An element that only this screen has.
        static func landmark(in app: App) -> Element
        /// The app showing the screen.
        var app: App { get }
        /// Wraps `app` without checking what it shows; use `init(_:)` instead.
        init(app: App)
    }
}

extension CheckoutRecording.Screen {
    /// Waits until the app shows this screen (while it is busy getting there) and returns its page.
    init(_ app: App, timeout: Duration = .seconds(5)) async throws {
        try await Self.landmark(in: app).waitUntilExists(timeout: timeout)
        self.init(app: app)
    }
}
