import Foundation
import Synchronization

/// Prints the run as it goes: a header per journey, a line per step, a verdict, and
/// the summary at the end.
///
/// Live, each line is printed as it happens. Buffered (for parallel runs), a
/// journey's lines are held until it finishes and printed together, so journeys
/// running at once never interleave.
public final class ConsoleReporter: Sendable {
    private let isLive: Bool
    private let write: @Sendable (String) -> Void
    private let buffers = Mutex<[RunID: [String]]>([:])

    /// Creates a reporter that prints with `write` (by default to standard output).
    public init(isLive: Bool, write: @escaping @Sendable (String) -> Void = ConsoleReporter.standardOutput) {
        self.isLive = isLive
        self.write = write
    }

    /// Writes text to standard output, unbuffered.
    @Sendable public static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A journey run began.
    public func started(_ id: RunID) {
        emit(id, [ConsoleFormat.header(id)])
    }

    /// A step finished.
    public func stepFinished(_ id: RunID, _ result: StepResult) {
        emit(id, ConsoleFormat.stepLines(result))
    }

    /// A journey run finished; `files` are the reports written for it, to point at.
    public func finished(_ result: JourneyResult, files: [String]) {
        let lines = ConsoleFormat.footer(result, files: files) + [""]
        buffers.withLock { buffers in
            let block = (buffers.removeValue(forKey: result.id) ?? []) + lines
            write(block.joined(separator: "\n") + "\n")
        }
    }

    /// Prints the summary, naming the traces' folder when there is one.
    public func summary(_ outcomes: [JourneyOutcome], duration: Duration, traces: String? = nil) {
        write(ConsoleFormat.summary(outcomes, duration: duration, traces: traces).dropFirst().joined(separator: "\n") + "\n")
    }

    /// Prints a line outside any journey.
    public func note(_ line: String) {
        buffers.withLock { _ in write(line + "\n") }
    }

    private func emit(_ id: RunID, _ lines: [String]) {
        buffers.withLock { buffers in
            if isLive {
                write(lines.joined(separator: "\n") + "\n")
            } else {
                buffers[id, default: []] += lines
            }
        }
    }
}
