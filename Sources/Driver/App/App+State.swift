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
            let attempt = DriverError.Attempt(.waitForExit)
            let result: Result<Void, DriverError> = await session.wait(purpose: attempt, timeout: timeout) { _ in
                .pending { waited in .timeout(attempt, waited: waited, activity: nil) }
            }
            if case let .failure(error) = result, error.code == .timeout { return false }
            return true
        }
    }

    /// The screen as a person sees it once the app is idle, as text.
    ///
    /// Like every read, it first waits until the app has finished what it was doing (up
    /// to `actionTimeout`). An app that has ended still shows its last screen.
    ///
    /// - Throws: `DriverError` (`timeout`, `appNotRunning` before the first screen).
    public func screenshot() async throws(DriverError) -> TextScreen {
        let attempt = DriverError.Attempt(.screenshot)
        if let session = runtime.withLock({ $0.session }), session.hasEnded, let tree = session.latestTree {
            return ScreenRenderer.render(tree)
        }
        return ScreenRenderer.render(try await settledTree(for: attempt).tree)
    }

    /// The whole element tree once the app is idle, waited for as `screenshot()` waits;
    /// an app that has ended gives its last tree. What a tree snapshot of the app reads.
    ///
    /// - Throws: `DriverError` (`timeout`, `appNotRunning` before the first screen).
    package func settledElementTree() async throws(DriverError) -> ElementTree {
        let attempt = DriverError.Attempt(.screenshot)
        if let session = runtime.withLock({ $0.session }), session.hasEnded, let tree = session.latestTree {
            return tree
        }
        return try await settledTree(for: attempt).tree
    }

    /// The app on the latest screen it pushed, read at once, without waiting:
    /// `app.instant.screenshot()`.
    public var instant: Instant { Instant(app: self) }

    /// Reads of the app's latest screen, without waiting.
    public struct Instant: Sendable {
        /// The app read.
        public let app: App

        /// The latest screen as a person would see it, as text; an app that has ended
        /// still shows its last screen.
        ///
        /// - Throws: `DriverError.appNotRunning` before the first screen has arrived.
        public func screenshot() throws(DriverError) -> TextScreen {
            let attempt = DriverError.Attempt(.screenshot)
            guard let session = app.runtime.withLock({ $0.session }), let tree = session.latestTree else {
                throw DriverError.atCaller(.appNotRunning(attempt))
            }
            return ScreenRenderer.render(tree)
        }
    }

    /// The whole latest screen, one element a line, as XCUITest's `debugDescription`.
    public var debugDescription: String {
        tree?.debugDescription ?? "The app is not running (no screen has arrived)."
    }
}

extension App {
    /// Terminates the app and deletes its private state directory now, rather than when
    /// the `App` goes away: for test frameworks that keep a finished test (and its
    /// `App`) alive until the process exits. A later `launch()` starts with a new one.
    package func endForFinishedTest() async {
        await terminate()
        runtime.withLock { $0.stateDirectory = nil }
    }
}
