package import Driver
import DriverTesting
import Foundation
package import JourneyTrace
import Synchronization
import XCTest

/// Journey traces of XCTest tests, when `JOURNEY_TRACE` asks for them: XCTest's tests
/// run one at a time outside any task, so the apps a test makes record into the running
/// test's recorder, and the trace is written when the test finishes.
package enum XCTestTraces {
    private struct Running {
        let recorder = StepRecorder()
        var failures: [TestTrace.Failure] = []
        let start = ContinuousClock.now
    }

    private static let running = Mutex<Running?>(nil)
    private static let settings = Mutex<(policy: TracePolicy, folder: String)?>(nil)

    /// Overrides `JOURNEY_TRACE` and `JOURNEY_TRACE_DIR`, for the tests of this type; nil restores them.
    package static var override: (policy: TracePolicy, folder: String)? {
        get { settings.withLock { $0 } }
        set { settings.withLock { $0 = newValue } }
    }

    private static var policy: TracePolicy {
        override?.policy ?? TestTrace.environmentPolicy ?? .off
    }

    /// The running test's recorder, when traces are on.
    package static func recorder() -> StepRecorder? {
        guard policy != .off else { return nil }
        return running.withLock { running in
            if running == nil { running = Running() }
            return running?.recorder
        }
    }

    /// The driver calls the running test has made so far.
    package static var recordedSteps: [RecordedStep] {
        running.withLock { $0?.recorder.recordedSteps } ?? []
    }

    /// Notes a failure XCTest reported for the running test.
    static func failed(_ description: String, file: String?, line: Int) {
        running.withLock { running in
            guard let count = running?.recorder.recordedSteps.count else { return }
            running?.failures.append(TestTrace.Failure(message: description, kind: "issue", file: file, line: line, column: nil, stepsBefore: count))
        }
    }

    /// Writes the finished test's trace if the policy asks for it.
    static func finished(_ testCase: XCTest::XCTestCase) {
        guard
            let test = running.withLock({ running in
                defer { running = nil }; return running
            })
        else { return }
        let trace = TestTrace(
            name: testCase.name, file: nil, steps: test.recorder.recordedSteps, failures: test.failures,
            duration: ContinuousClock.now - test.start)
        let passed = !trace.failed && (testCase.testRun?.hasSucceeded ?? true)
        guard policy.traces(passed: passed), !trace.steps.isEmpty else { return }
        do {
            try trace.write(to: override?.folder ?? TestTrace.folder, stem: testCase.name)
        } catch {
            FileHandle.standardError.write(Data("warning: could not write the journey trace of \(testCase.name): \(error)\n".utf8))
        }
    }
}
