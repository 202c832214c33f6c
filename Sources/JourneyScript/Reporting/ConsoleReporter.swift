import Foundation
import Synchronization

/// Prints the run as it goes: a header per journey, a line per step, a verdict, and
/// the summary at the end. Every line is printed as it happens.
///
/// One journey at a time, a journey's lines follow its header. With journeys running
/// at once, their lines interleave as they happen, so each step line starts with the
/// name of its journey run (`sign-in │ ✔ tap …`), padded so the steps line up.
package final class ConsoleReporter: Sendable {
    /// How lines are told apart.
    package enum Layout: Sendable, Equatable {
        /// One journey at a time: step lines under their journey's header.
        case sequential
        /// Journeys at once: each step line prefixed with its run's name, padded to `width`.
        case prefixed(width: Int)
    }

    private let layout: Layout
    private let write: @Sendable (String) -> Void
    /// How a path a line points at is shown (relative to the current directory, by the command).
    let display: @Sendable (String) -> String
    private let lock = Mutex(())

    /// Creates a reporter that prints with `write` (by default to standard output),
    /// showing the paths it points at as `display` gives them.
    package init(
        layout: Layout, write: @escaping @Sendable (String) -> Void = ConsoleReporter.standardOutput,
        display: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.layout = layout
        self.display = display
        self.write = write
    }

    /// Writes text to standard output, unbuffered.
    @Sendable package static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// A journey run began.
    package func started(_ id: RunID) {
        emit([ConsoleFormat.header(id)])
    }

    /// A step finished.
    package func stepFinished(_ id: RunID, _ result: StepResult) {
        emit(prefixed(ConsoleFormat.stepLines(result), id))
    }

    /// A journey run finished; `files` are the reports written for it, to point at.
    package func finished(_ result: JourneyResult, files: [String]) {
        let lines = ConsoleFormat.footer(result, files: files)
        switch layout {
        case .sequential: emit(lines + [""])
        case .prefixed: emit(prefixed(Array(lines.dropLast()), result.id) + lines.suffix(1))
        }
    }

    /// Prints the summary, naming the traces' folder when there is one and what an
    /// interruption stopped when one did.
    package func summary(
        _ outcomes: [JourneyOutcome], duration: Duration, traces: String? = nil, report: String? = nil,
        interruption: (signal: Int32, notRun: Int)? = nil
    ) {
        var lines = ConsoleFormat.summary(outcomes, duration: duration, traces: traces, report: report, interruption: interruption)
        if layout == .sequential { lines.removeFirst() }
        emit(lines)
    }

    /// Prints a line outside any journey.
    package func note(_ line: String) {
        emit([line])
    }

    private func prefixed(_ lines: [String], _ id: RunID) -> [String] {
        guard case let .prefixed(width) = layout else { return lines }
        return ConsoleFormat.prefixed(lines, with: id, width: width)
    }

    private func emit(_ lines: [String]) {
        lock.withLock { _ in write(lines.joined(separator: "\n") + "\n") }
    }
}
