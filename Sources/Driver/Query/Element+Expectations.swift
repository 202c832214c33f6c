import ScreenModel

extension Element {
    /// Waits until the element exists, or fails saying what is on screen instead.
    ///
    /// Unlike `waitForExistence(timeout:)`, which answers a question, this asserts:
    /// the error names the query, the nearest identifiers, how long it waited and
    /// what the app was busy with, and carries the screen. Several matches count as
    /// existing, as for `exists`.
    ///
    /// - Throws: `DriverError` (`noSuchElement`, `appCrashed`, …).
    public func waitUntilExists(timeout: Duration = .seconds(5)) async throws(DriverError) {
        let locator = locator
        let session = try app.runningSession(for: "wait for \(locator) to exist")
        let warnings = try await session.wait(purpose: "wait for \(locator) to exist", timeout: timeout) { tree -> WaitDecision<[ResolutionWarning]> in
            let failure: ResolutionFailure
            do throws(ResolutionFailure) {
                return .satisfied(try tree.resolve(locator).warnings)
            } catch {
                // Several matches still means it exists, as `exists` says.
                if case .multipleMatches = error { return .satisfied([]) }
                failure = error
            }
            let build: @Sendable (Duration) -> DriverError.Reason = { ElementFailure.reason(for: failure, waited: $0, activity: tree.activity) }
            return tree.activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }.get()
        app.report(warnings)
    }
}
