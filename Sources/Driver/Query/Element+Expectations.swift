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
        // Resolving with `.first` (or the index asked for) reports a missing match
        // without tripping over several matches.
        let existence = ElementLocator(query: locator.query, pick: locator.pick == .only ? .first : locator.pick)
        let session = try app.runningSession(for: "wait for \(locator)")
        let warnings = try await session.wait(purpose: "\(locator) to exist", timeout: timeout) { tree -> WaitDecision<[ResolutionWarning]> in
            let failure: ResolutionFailure
            do throws(ResolutionFailure) {
                return .satisfied(try tree.resolve(existence).warnings)
            } catch {
                failure = error
            }
            let build: @Sendable (Duration) -> DriverError.Reason = { ElementFailure.reason(for: failure, waited: $0, activity: tree.activity) }
            return tree.activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }.get()
        app.report(warnings)
    }
}
