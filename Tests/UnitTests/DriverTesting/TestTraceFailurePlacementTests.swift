@testable import Driver
import DriverTesting
import JourneyTrace
import Testing

/// Which step of a test's trace a failure the test framework recorded marks, from the
/// number of driver calls made before it.
@Suite("A test's trace: where its failures go")
struct TestTraceFailurePlacementTests {
    /// Three passed driver calls, tapping `first`, `second` and `third`.
    private static let steps = ["first", "second", "third"].enumerated().map { index, name in
        RecordedStep(
            title: "tap app.buttons[\"\(name)\"]", attempt: DriverError.Attempt(.tap), offset: .milliseconds(index * 10), duration: .milliseconds(5),
            error: nil, observation: Observation(treeBefore: nil, treeAfter: nil, events: [], log: ""), backtrace: nil)
    }

    private static func failure(_ message: String, after stepsBefore: Int) -> TestTrace.Failure {
        TestTrace.Failure(message: message, kind: "issue", file: "Checkout.swift", line: 12, column: 9, stepsBefore: stepsBefore)
    }

    @Test("a failure after the first of three calls marks the first step, and one after the last call marks the last")
    func failureMarksTheCallBeforeIt() {
        let test = TestTrace(
            name: "checkout()", file: "Checkout.swift", steps: Self.steps,
            failures: [Self.failure("after the first", after: 1), Self.failure("after the last", after: 3)], duration: .seconds(1))

        let trace = test.trace

        #expect(trace.steps.map(\.result) == [.failed, .passed, .failed])
        #expect(trace.steps.map(\.failure?.message) == ["after the first", nil, "after the last"])
        #expect(trace.failures == nil, "no failure is left loose: \(trace.failures ?? [])")
    }

    @Test("a failure before any call, or counting more calls than the trace holds, is the test's own and marks no step")
    func failureOutsideTheStepsIsLoose() {
        let test = TestTrace(
            name: "checkout()", file: "Checkout.swift", steps: Self.steps,
            failures: [Self.failure("before any call", after: 0), Self.failure("past the calls", after: 4)], duration: .seconds(1))

        let trace = test.trace

        #expect(trace.steps.map(\.result) == [.passed, .passed, .passed])
        #expect(trace.failures?.map(\.message) == ["before any call", "past the calls"])
    }
}
