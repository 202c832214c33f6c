import Driver
import ScreenModel
import TerminalEmulator

/// The files that describe a failed journey run at the moment it failed: what failed
/// and why, the tree dump, the text screenshot and the app's log tail; for a program,
/// its screen as text and as an SVG picture, its last output and the session's
/// asciicast recording.
package enum FailureReport {
    /// One file of a failure report: its name and contents.
    package struct File: Sendable, Hashable {
        /// The file's name, e.g. `failure.txt`.
        package var name: String
        /// Its contents.
        package var contents: String
    }

    /// The files for `result`, or none if it passed.
    package static func files(for result: JourneyResult) -> [File] {
        guard let failed = result.failedStep, let failure = failed.failure else { return [] }
        var summary = [
            "Journey: \(result.id)",
            "Failed at: \(result.journey.file):\(failed.step.line)",
            "Step: \(failed.step.source)",
            programOrConfiguration(of: result),
            "",
            failure.description,
        ]
        if !result.stepsNotRun.isEmpty {
            summary += ["", "Not run:"] + result.stepsNotRun.map { "  line \($0.line): \($0.source)" }
        }
        var files = [File(name: "failure.txt", contents: summary.joined(separator: "\n") + "\n")]
        if let terminal = failure.diagnostics?.terminal {
            files.append(File(name: "screen.txt", contents: terminal.screen.framed + "\n"))
            files.append(File(name: "screen.svg", contents: terminal.screen.svg()))
            files.append(File(name: "last-output.txt", contents: terminal.lastOutput.isEmpty ? "" : terminal.lastOutput + "\n"))
        } else if let screen = result.finalScreen {
            files.append(File(name: "screen.txt", contents: screen.framed + "\n"))
            files.append(File(name: "screen.svg", contents: screen.svg()))
        }
        if let recording = result.recording ?? failure.diagnostics?.terminal?.recording {
            files.append(File(name: "session.cast", contents: recording.text))
        }
        if let diagnostics = failure.diagnostics, diagnostics.terminal == nil {
            if let tree = diagnostics.tree {
                files.append(File(name: "tree.txt", contents: tree.debugDescription + "\n"))
            }
            if let screen = diagnostics.screenshot {
                files.append(File(name: "screen.txt", contents: screen.framed + "\n"))
            }
            files.append(File(name: "app-log.txt", contents: diagnostics.logTail.isEmpty ? "" : diagnostics.logTail + "\n"))
        }
        return files
    }

    /// `Program: less README.md` for a program journey, else the configuration.
    private static func programOrConfiguration(of result: JourneyResult) -> String {
        if case let .run(launch) = result.journey.steps.first?.action { return "Program: \(launch.commandLine)" }
        return "Configuration: \(result.configuration)"
    }
}
