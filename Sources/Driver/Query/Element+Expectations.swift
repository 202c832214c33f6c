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
        try await app.recordingStep(DriverError.Attempt(.waitForExistence, on: locator)) { () async throws(DriverError) in
            try await waitUntilExistsNow(timeout: timeout)
        }
    }

    private func waitUntilExistsNow(timeout: Duration) async throws(DriverError) {
        let locator = locator
        let attempt = DriverError.Attempt(.waitForExistence, on: locator)
        let session = try app.runningSession(for: attempt)
        let warnings = try await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<[ResolutionWarning]> in
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
        }.locatingCaller()
        app.report(warnings)
    }
}

extension Element {
    /// Waits until the element exists and satisfies `condition`, e.g.
    /// `try await app.staticTexts["cart.total"].wait(until: .label("€9.60"))`.
    ///
    /// Returns on the first screen the app pushes that satisfies it (at once if the
    /// current one does). On an idle app that cannot change it fails at once; otherwise
    /// after `timeout`, saying what the element looked like last.
    ///
    /// - Throws: `DriverError` (`noSuchElement`, `timeout`, `appCrashed`, …).
    public func wait(until condition: ElementPredicate, timeout: Duration = .seconds(5)) async throws(DriverError) {
        try await app.recordingStep(DriverError.Attempt(.waitUntil(condition), on: locator)) { () async throws(DriverError) in
            try await waitNow(until: condition, timeout: timeout)
        }
    }

    private func waitNow(until condition: ElementPredicate, timeout: Duration) async throws(DriverError) {
        let locator = locator
        let attempt = DriverError.Attempt(.waitUntil(condition), on: locator)
        let session = try app.runningSession(for: attempt)
        let warnings = try await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<[ResolutionWarning]> in
            let build: @Sendable (Duration) -> DriverError.Reason
            do throws(ResolutionFailure) {
                let resolved = try tree.resolve(locator)
                if condition.evaluate(resolved.element) { return .satisfied(resolved.warnings) }
                let found = resolved.element
                let activity = tree.activity.isIdle ? nil : tree.activity
                build = { .unmetCondition(attempt, found: found, waited: $0, activity: activity) }
            } catch {
                build = { ElementFailure.reason(for: error, waited: $0, activity: tree.activity) }
            }
            return tree.activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }.locatingCaller()
        app.report(warnings)
    }
}
