import Driver
import Foundation
public import JourneyTrace
import Synchronization
import SystemLayer
public import Testing

/// A trait that writes a journey trace of each test it covers: every driver call the
/// test makes (actions, waits, reads) as a step at the line that made it, with the
/// screen and element tree before and after, the app's pending work, clock moves and
/// log lines, and where the test failed. `journey report` makes the HTML report of them.
///
/// `@Suite(.journeyTrace)` writes a trace when a test fails (or what `JOURNEY_TRACE`
/// says); `.journeyTrace(.on)` for every test. Traces go to `$JOURNEY_TRACE_DIR`, by
/// default `.journey-results/traces/`, named after the suite and test. With
/// `JOURNEY_TRACE` set for a run, `.appDiagnostics` traces the same way.
public struct JourneyTraceTrait: TestTrait, SuiteTrait, TestScoping {
    /// Which tests get a trace; nil for `$JOURNEY_TRACE`, else on failure.
    public var policy: TracePolicy?
    /// Where traces go; nil for `$JOURNEY_TRACE_DIR`, else `.journey-results/traces`.
    public var folder: String?

    /// Creates the trait.
    public init(policy: TracePolicy? = nil, folder: String? = nil) {
        self.policy = policy
        self.folder = folder
    }

    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with its driver calls recorded, then writes the trace the policy asks for.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let policy = self.policy ?? TestTrace.environmentPolicy ?? .onFailure
        guard policy != .off, StepRecorder.current == nil else { return try await function() }
        let recorder = StepRecorder()
        let failures = Mutex<[TestTrace.Failure]>([])
        let watcher = IssueHandlingTrait.compactMapIssues { issue in
            if issue.isFailure {
                let location = issue.sourceLocation
                let failure = TestTrace.Failure(
                    message: String(describing: issue), kind: "issue", file: location?.fileID, line: location?.line,
                    column: location?.column, stepsBefore: recorder.recordedSteps.count
                )
                failures.withLock { $0.append(failure) }
            }
            return issue
        }
        let start = ContinuousClock.now
        var thrown: (any Error)?
        do {
            try await StepRecorder.$current.withValue(recorder) {
                try await watcher.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            thrown = error
            if !(error is DriverError) {
                failures.withLock {
                    $0.append(
                        TestTrace.Failure(
                            message: "Caught error: \(error)", kind: "error", file: test.sourceLocation.fileID,
                            line: test.sourceLocation.line, column: test.sourceLocation.column,
                            stepsBefore: recorder.recordedSteps.count))
                }
            }
        }
        let trace = TestTrace(
            name: test.displayName ?? test.name, file: test.sourceLocation.fileID, steps: recorder.recordedSteps,
            failures: failures.withLock { $0 }, duration: ContinuousClock.now - start)
        if policy.traces(passed: !trace.failed) {
            let (folder, stem) = (folder ?? TestTrace.folder, Self.stem(for: test, testCase: testCase))
            // On the symbolication thread: each step's line comes from the test binary's
            // debug information, which would hold a shared thread all along.
            let written = await CallerLocation.resolving { Result { try trace.write(to: folder, stem: stem) } }
            if case let .failure(error) = written {
                Issue.record("could not write the journey trace: \(error)", severity: .warning)
            }
        }
        if let thrown { throw thrown }
    }

    private static let caseCounts = Mutex<[String: Int]>([:])

    /// `Suite.test()`, and `Suite.test()-2`, … for the further cases of a parameterised test.
    static func stem(for test: Test, testCase: Test.Case?) -> String {
        let base = test.id.nameComponents.joined(separator: ".")
        guard testCase?.isParameterized == true else { return base }
        let index = caseCounts.withLock { counts -> Int in
            let next = counts[base, default: 0] + 1
            counts[base] = next
            return next
        }
        return index == 1 ? base : base + "-\(index)"
    }
}

extension Trait where Self == JourneyTraceTrait {
    /// Writes a journey trace of each test that fails (or as `JOURNEY_TRACE` says).
    public static var journeyTrace: JourneyTraceTrait { JourneyTraceTrait(policy: nil) }

    /// Writes a journey trace of each test, as `policy` says (`.on`, `.onFailure` or
    /// `.off`), to `folder` when one is given.
    public static func journeyTrace(_ policy: TracePolicy, to folder: String? = nil) -> JourneyTraceTrait {
        JourneyTraceTrait(policy: policy, folder: folder)
    }
}
