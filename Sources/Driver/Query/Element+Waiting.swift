import ScreenModel

extension Element {
    /// Waits until the element exists; returns whether it does.
    ///
    /// Returns as soon as a screen the app pushes has it (at once if the current one
    /// does), and false after `timeout`, or sooner if the app is idle without it, since
    /// nothing would change that.
    ///
    /// - Throws: `DriverError` only if the app crashes or is not running.
    public func waitForExistence(timeout: Duration = .seconds(5)) async throws(DriverError) -> Bool {
        try await waitForState(exists: true, timeout: timeout)
    }

    /// Waits until the element no longer exists; returns whether it is gone.
    ///
    /// - Throws: `DriverError` only if the app crashes or is not running.
    public func waitForNonExistence(timeout: Duration = .seconds(5)) async throws(DriverError) -> Bool {
        try await waitForState(exists: false, timeout: timeout)
    }

    private func waitForState(exists wanted: Bool, timeout: Duration) async throws(DriverError) -> Bool {
        let attempt = DriverError.Attempt(wanted ? .waitForExistence : .waitForNonExistence, on: locator)
        return try await app.recordingStep(attempt) { () async throws(DriverError) -> Bool in
            try await waitForStateNow(exists: wanted, attempt: attempt, timeout: timeout)
        }
    }

    private func waitForStateNow(exists wanted: Bool, attempt: DriverError.Attempt, timeout: Duration) async throws(DriverError) -> Bool {
        let locator = locator
        let session = try app.runningSession(for: attempt)
        let result = await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<(Bool, [ResolutionWarning])> in
            let (exists, warnings) = Element.existence(of: locator, in: tree)
            if exists == wanted { return .satisfied((true, warnings)) }
            if tree.activity.isIdle { return .satisfied((false, warnings)) }
            return .pending { waited in .timeout(attempt, waited: waited, activity: tree.activity) }
        }
        switch result {
        case let .success((value, warnings)):
            app.report(warnings)
            return value
        case let .failure(error) where error.code == .timeout:
            return false
        case let .failure(error):
            throw error.locatingCaller()
        }
    }
}
