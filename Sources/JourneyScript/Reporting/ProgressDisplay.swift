import Synchronization

/// Shows a run's progress beside its console output.
///
/// On a terminal, one status line stays at the bottom: every write clears it, prints,
/// and draws it again below. Elsewhere (a CI log), a plain `Progress: …` line is printed
/// when something happens and at least `interval` has passed since the last one.
package final class ProgressDisplay: Sendable {
    /// Where the progress goes.
    package enum Mode: Sendable, Equatable {
        /// A status line kept at the bottom of a terminal.
        case statusLine
        /// A plain line at most once per interval.
        case periodic(interval: Duration)
    }

    /// The interval of plain progress lines in a CI log.
    package static let logInterval = Duration.seconds(10)

    /// Clears the terminal's current line.
    static let clearLine = "\r\u{1B}[2K"

    private let mode: Mode
    private let now: @Sendable () -> Duration
    private let output: @Sendable (String) -> Void
    private let state: Mutex<State>

    private struct State {
        var progress: RunProgress?
        var lastLine: Duration
        var drawn = false
    }

    /// Creates a display writing with `output`; `now` is the time since the run began.
    package init(mode: Mode, now: @escaping @Sendable () -> Duration, output: @escaping @Sendable (String) -> Void) {
        self.mode = mode
        self.now = now
        self.output = output
        state = Mutex(State(lastLine: now()))
    }

    /// Prints console output (whole lines), keeping the status line below it.
    package func write(_ text: String) {
        state.withLock { state in
            guard mode == .statusLine, let progress = state.progress else {
                output(text)
                return
            }
            output((state.drawn ? Self.clearLine : "") + text + progress.text)
            state.drawn = true
        }
    }

    /// Records the run's new progress and shows it as the mode says.
    package func update(_ progress: RunProgress) {
        state.withLock { state in
            let unchanged = state.progress == progress
            state.progress = progress
            switch mode {
            case .statusLine:
                if unchanged && state.drawn { return }
                output((state.drawn ? Self.clearLine : "") + progress.text)
                state.drawn = true
            case let .periodic(interval):
                let time = now()
                guard time - state.lastLine >= interval else { return }
                state.lastLine = time
                output("Progress: \(progress.text)\n")
            }
        }
    }

    /// Removes the status line, before the summary.
    package func finish() {
        state.withLock { state in
            if state.drawn { output(Self.clearLine) }
            state.drawn = false
            state.progress = nil
        }
    }
}
