/// A failure the app shows as a modal alert.
struct AppAlert {
    /// What went wrong; decides the alert's identifier, text and buttons.
    enum Kind: Equatable {
        case offline
        case serverError
        case paymentDeclined
        /// The app could not store what changed: it will be lost when the app closes.
        case saveFailed
    }

    let kind: Kind
    /// Repeats the failed request; nil when retrying makes no sense (a declined card).
    let retry: (() -> Void)?
}

/// The app's failure alerts: at most one shows, later failures wait their turn.
///
/// Features report failures here instead of drawing their own alerts, so every alert
/// is drawn last, over everything, and blocks what is behind it.
final class AlertViewModel {
    private var queue: [AppAlert] = []

    /// The alert on screen, if any.
    var current: AppAlert? { queue.first }

    /// Shows the alert for a failed request; its Retry button calls `retry`.
    func present(_ failure: RequestFailure, retry: @escaping () -> Void) {
        queue.append(AppAlert(kind: failure == .offline ? .offline : .serverError, retry: retry))
    }

    /// Shows that a payment was declined.
    func presentPaymentDeclined() {
        queue.append(AppAlert(kind: .paymentDeclined, retry: nil))
    }

    /// Shows that changes could not be saved, unless that alert is already waiting.
    func presentSaveFailed() {
        guard !queue.contains(where: { $0.kind == .saveFailed }) else { return }
        queue.append(AppAlert(kind: .saveFailed, retry: nil))
    }

    /// Closes the alert and repeats the request that failed.
    func retry() {
        guard let alert = queue.first else { return }
        queue.removeFirst()
        alert.retry?()
    }

    /// Closes the alert without retrying (Cancel, OK, Esc).
    func dismiss() {
        guard !queue.isEmpty else { return }
        queue.removeFirst()
    }
}
