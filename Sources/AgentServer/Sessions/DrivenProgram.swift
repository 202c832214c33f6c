import Driver
import JourneyScript
import TerminalEmulator

/// A program on a pseudo-terminal an agent drives through the tools: each key and text
/// sent as a program journey's step sends it, and recorded for `save_journey`.
actor DrivenProgram {
    private var recording: CalledProgramRecording
    private let launch: ProgramLaunch

    /// What the session did, as a journey trace.
    nonisolated let trace = SessionTrace()

    /// The program's terminal.
    nonisolated let terminal: Terminal

    /// A program that `launch` starts; `start` starts it.
    init(launch: ProgramLaunch) {
        recording = CalledProgramRecording(launch: launch)
        self.launch = launch
        terminal = recording.terminal
    }

    /// Starts the program and returns its screen once it has drawn.
    func start() async throws(ToolFailure) -> String {
        let recording = recording
        try await trace.step(RecordedScript.line(for: .run(launch)), on: terminal) { () async throws(ToolFailure) in
            do throws(StepFailure) {
                try await recording.start()
            } catch {
                throw .step(error)
            }
        }
        let screen = (try? await terminal.waitUntilIdle(timeout: .seconds(5))) ?? terminal.screen
        return screen.framed
    }

    /// Sends `action` (type, press, wait screen), records it, and returns what it did and the screen.
    func perform(_ action: Step.Action, said: String) async throws(ToolFailure) -> String {
        var recording = recording
        defer { self.recording = recording }
        let addedWait: String? = try await trace.step(RecordedScript.line(for: action), on: terminal) { () async throws(ToolFailure) -> String? in
            do throws(StepFailure) {
                return try await recording.perform(action)
            } catch {
                throw .step(error)
            }
        }
        var lines = [said]
        if let addedWait { lines.append("Recorded what the program drew: \(addedWait)") }
        lines.append(terminal.screen.framed)
        return lines.joined(separator: "\n")
    }

    /// The screen as text, and as an SVG picture when asked.
    func screen(svg: Bool) -> [String] {
        let screen = terminal.screen
        var parts = [screen.framed]
        if svg { parts.append(screen.svg()) }
        if !terminal.isRunning { parts[0] += "\nThe program has ended" + (terminal.exitStatus.map { ": \($0)" } ?? "") + "." }
        return parts
    }

    /// The journey of what was done so far.
    var journeyText: String { recording.text }

    /// Ends the program and what it started in its process group.
    func close() async {
        await terminal.terminate()
    }
}
