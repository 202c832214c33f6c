import ScreenModel

extension App {
    /// Waits until a screen the app pushes satisfies `condition` (the current one
    /// counts); returns false after `timeout`, or at once when the app is idle without
    /// it, since nothing would change that. For the XCUITest-compatible waits on key
    /// paths and predicates.
    ///
    /// - Throws: `DriverError` only if the app crashes or is not running.
    package func waitForScreen(
        timeout: Duration, _ condition: @escaping @Sendable (ElementTree) -> Bool
    ) async throws(DriverError) -> Bool {
        let attempt = DriverError.Attempt(.waitForTree)
        let session = try runningSession(for: attempt)
        let result = await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<Bool> in
            if condition(tree) { return .satisfied(true) }
            if tree.activity.isIdle { return .satisfied(false) }
            return .pending { waited in .timeout(attempt, waited: waited, activity: tree.activity) }
        }
        switch result {
        case let .success(value): return value
        case let .failure(error) where error.code == .timeout: return false
        case let .failure(error): throw error
        }
    }
}

extension App {
    /// A wait on this run of the app that does not keep the `App` alive: it returns when
    /// a pushed screen satisfies its condition, and fails with `timeout` after its time,
    /// or as soon as the app ends (also when the `App` goes away). For watchers that
    /// outlive the call that made them, such as predicate expectations.
    package func detachedScreenWait() throws(DriverError)
        -> @Sendable (Duration, @escaping @Sendable (ElementTree) -> Bool) async throws(DriverError) -> Void
    {
        let attempt = DriverError.Attempt(.waitForTree)
        let session = try runningSession(for: attempt)
        return { timeout, condition async throws(DriverError) in
            _ = try await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<Void> in
                condition(tree) ? .satisfied(()) : .pending { waited in .timeout(attempt, waited: waited, activity: tree.activity) }
            }.locatingCaller()
        }
    }
}
