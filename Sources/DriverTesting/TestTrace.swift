package import Driver
import Foundation
package import JourneyTrace

/// Builds and writes the trace of one test from the driver calls it made: shared by the
/// Swift Testing trait and XCUITerminal's XCTest observer.
package struct TestTrace: Sendable {
    /// The environment variable that turns tracing on for a whole run: `on`, `on-failure` or `off`.
    package static let policyEnvironmentKey = "JOURNEY_TRACE"
    /// The environment variable naming the folder traces go to (default `.journey-results/traces`).
    package static let folderEnvironmentKey = "JOURNEY_TRACE_DIR"

    /// The policy the environment asks for, if it names one.
    package static var environmentPolicy: TracePolicy? {
        ProcessInfo.processInfo.environment[policyEnvironmentKey].flatMap(TracePolicy.init(rawValue:))
    }

    /// The folder traces are written to: `$JOURNEY_TRACE_DIR`, else `.journey-results/traces`.
    package static var folder: String {
        if let folder = ProcessInfo.processInfo.environment[folderEnvironmentKey], !folder.isEmpty { return folder }
        return FileManager.default.currentDirectoryPath + "/.journey-results/traces"
    }

    /// A failure the test framework recorded: its message, where, and how many driver
    /// calls had been recorded by then.
    package struct Failure: Sendable {
        var message: String
        var kind: String
        var location: TraceSource?
        var stepsBefore: Int

        package init(message: String, kind: String, file: String?, line: Int?, column: Int?, stepsBefore: Int) {
            self.message = message
            self.kind = kind
            location = line.map { TraceSource(file: file, line: $0, column: column, text: nil) }
            self.stepsBefore = stepsBefore
        }
    }

    /// The test's name as reports show it.
    package var name: String
    /// Its file.
    package var file: String?
    /// The driver calls it made.
    package var steps: [RecordedStep]
    /// What the test framework recorded as failures.
    package var failures: [Failure]
    /// How long the test took.
    package var duration: Duration

    package init(name: String, file: String?, steps: [RecordedStep], failures: [Failure], duration: Duration) {
        self.name = name
        self.file = file
        self.steps = steps
        self.failures = failures
        self.duration = duration
    }

    /// Whether the test failed.
    package var failed: Bool { !failures.isEmpty || steps.contains { $0.error != nil } }

    /// The trace: each driver call a step at the line that made it; a failure recorded
    /// after a call marks that call's step, one before any call is the journey's own.
    package var trace: Trace {
        var store = TraceStore()
        var traceSteps = steps.map { recorded -> TraceStep in
            let site = recorded.callSite
            var step = TraceStep(
                title: recorded.title,
                source: site.map { TraceSource(file: $0.fileID, line: Int($0.line), column: Int($0.column), text: SourceLines.line($0.filePath, Int($0.line))) },
                startMicroseconds: recorded.offset.microseconds, durationMicroseconds: recorded.duration.microseconds,
                result: recorded.error == nil ? .passed : .failed, failure: recorded.error.map(TraceFailure.init)
            )
            step.record(recorded.observation, in: &store)
            return step
        }
        var loose: [TraceFailure] = []
        for failure in failures {
            let traced = TraceFailure(message: failure.message, kind: failure.kind, location: failure.location)
            if failure.stepsBefore > 0, failure.stepsBefore <= traceSteps.count, traceSteps[failure.stepsBefore - 1].failure == nil {
                traceSteps[failure.stepsBefore - 1].result = .failed
                traceSteps[failure.stepsBefore - 1].failure = traced
            } else if !(failure.kind != "issue" && traceSteps.contains { $0.failure?.message == failure.message }) {
                loose.append(traced)
            }
        }
        return Trace(
            kind: .test, name: name, file: file, result: failed ? .failed : .passed, durationMicroseconds: duration.microseconds,
            steps: traceSteps, failures: loose.isEmpty ? nil : loose, store: store
        )
    }

    /// Writes the trace to `folder` under a name made from `stem`, and returns its path.
    @discardableResult
    package func write(to folder: String = TestTrace.folder, stem: String) throws -> String {
        try TraceFile.write(trace, to: folder, stem: Self.safe(stem))
    }

    /// `stem` with every character a file name should not hold replaced by `_`.
    static func safe(_ stem: String) -> String {
        String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }.prefix(180))
    }
}

/// Lines of source files, read once each, for the source line of a step.
enum SourceLines {
    /// Line `number` (from 1) of the file at `path`, trimmed, if the file is there.
    static func line(_ path: String, _ number: Int) -> String? {
        guard number > 0, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line.trimmingCharacters(in: .whitespaces) }
            current += 1
        }
        return nil
    }
}

extension Duration {
    /// The duration in whole microseconds.
    var microseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
