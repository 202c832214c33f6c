public import ScreenModel
import Synchronization

extension App {
    /// Waits until the app is in `state`; returns whether it got there in time.
    ///
    /// Waiting for `.notRunning` returns as soon as the process has exited. An app
    /// that is not running cannot start by itself, so waiting for `.runningForeground`
    /// answers at once.
    public func wait(for state: State, timeout: Duration) async -> Bool {
        switch state {
        case .runningForeground:
            return self.state == .runningForeground
        case .notRunning:
            guard let session = runtime.withLock({ $0.session }), !session.hasEnded else { return true }
            let result: Result<Void, DriverError> = await session.wait(purpose: "wait for the app to exit", timeout: timeout) { _ in
                .pending { waited in .timeout(what: "the app exiting", waited: waited, activity: nil, lastObservation: nil) }
            }
            if case let .failure(error) = result, error.code == .timeout { return false }
            return true
        }
    }

    /// The screen as a person would see it now, as text.
    ///
    /// - Throws: `DriverError.appNotRunning` before the first screen has arrived.
    public func screenshot() throws(DriverError) -> TextScreen {
        guard let tree = try runningSessionOrLast(for: "take a screenshot").latestTree else {
            throw DriverError(.appNotRunning(action: "take a screenshot"))
        }
        return ScreenRenderer.render(tree)
    }

    /// The whole latest screen, one element a line, as XCUITest's `debugDescription`.
    public var debugDescription: String {
        tree?.debugDescription ?? "The app is not running (no screen has arrived)."
    }

    /// The session of the app, running or not (a screenshot after a crash still shows
    /// the last screen).
    private func runningSessionOrLast(for action: String) throws(DriverError) -> AppSession {
        guard let session = runtime.withLock({ $0.session }) else { throw DriverError(.appNotRunning(action: action)) }
        return session
    }
}
