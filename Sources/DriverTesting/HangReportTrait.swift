import Driver
public import Testing

/// A trait that says what a test's apps were doing when the test was cancelled, as a
/// test is when it runs past its `.timeLimit`: `@Suite(.timeLimit(.minutes(1)), .hangReport)`.
///
/// Driver calls give up when their task is cancelled (they fail with `timeout`, saying
/// so), so a hung test ends at its time limit instead of hanging the run; this trait
/// then records one issue listing every app the test launched that was still running:
/// its process, the last command sent, what the app said it was busy with, and what the
/// driver was waiting for on it and for how long.
public struct HangReportTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Scopes each test case, where the apps are launched.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> HangReportTrait? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a record of the apps it launches; after a cancellation,
    /// records what they were doing.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let apps = LaunchedApps()
        defer {
            if let report = apps.reportAtCancellation {
                Issue.record(Comment(rawValue: Self.message(report)), sourceLocation: test.sourceLocation)
            }
        }
        try await LaunchedApps.$current.withValue(apps) {
            try await function()
        }
    }

    /// The issue's text for `report`, a paragraph per running app.
    static func message(_ report: [String]) -> String {
        guard !report.isEmpty else {
            return "the test was cancelled (its time limit ran out?) while waiting on the driver; none of its apps was still running"
        }
        return "the test was cancelled (its time limit ran out?) while its apps were still running:\n" + report.joined(separator: "\n")
    }
}

extension Trait where Self == HangReportTrait {
    /// Says what the test's apps were doing if it is cancelled, as at its time limit.
    public static var hangReport: HangReportTrait { HangReportTrait() }
}
