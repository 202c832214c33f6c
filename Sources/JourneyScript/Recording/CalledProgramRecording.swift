package import Driver
import TerminalEmulator

/// The keys and text a caller (a tool, not a person) sends to a program on a terminal,
/// and its actions on the program's elements, each done exactly as a program journey's
/// step does it and kept as a script: after a key, once the program has drawn, a wait for
/// the first new line with words in it, as `journey record --run` writes.
package struct CalledProgramRecording: Sendable {
    /// The program's terminal.
    package let terminal: Terminal
    private let runner = JourneyRunner(recordsTrees: false)
    private var steps: [Step.Action]

    /// A recording of the program `launch` starts; `start()` starts it.
    package init(launch: ProgramLaunch) {
        terminal = Terminal(
            launch.command, arguments: launch.arguments, environment: launch.environmentVariables,
            columns: launch.columns, rows: launch.rows)
        steps = [.run(launch)]
    }

    /// Starts the program as the script's first step does.
    ///
    /// - Throws: `StepFailure` with the driver's message when it does not start.
    package func start() async throws(StepFailure) {
        guard let first = steps.first else { return }
        try await runner.perform(first, on: terminal)
    }

    /// Does `action` (a program step: type, press, wait screen, expect; or a step on the
    /// program's elements: tap, type into, clear, swipe, wait, expect) as a journey
    /// would and records it unless `records` is false; after a key or a typed line
    /// break, records a wait for what the program drew. Returns that wait's line when
    /// one was added.
    ///
    /// - Throws: `StepFailure` when the step fails; nothing is recorded then.
    @discardableResult
    package mutating func perform(_ action: Step.Action, records: Bool = true) async throws(StepFailure) -> String? {
        let before = terminal.screen
        try await runner.perform(action, on: terminal)
        guard records else { return nil }
        if case let .typeOnTerminal(text) = action, case let .typeOnTerminal(typed)? = steps.last, !typed.hasSuffix("\n") {
            steps[steps.count - 1] = .typeOnTerminal(typed + text)
        } else {
            steps.append(action)
        }
        let drew: Bool =
            switch action {
            case .pressOnTerminal: true
            case let .typeOnTerminal(text): text.hasSuffix("\n")
            default: false
            }
        guard drew, let wait = await ProgramRecording.waitForOutput(of: terminal, since: before) else { return nil }
        steps.append(wait)
        return String(wait.description.dropLast(" within 5s".count))
    }

    /// The number of steps recorded, the `run` counted.
    package var count: Int { steps.count }

    /// The program journey of what was done so far.
    package var text: String {
        ProgramRecording.text(of: steps, header: "# Recorded by journey mcp: the keys and text sent, the elements acted on, and a wait for what the program showed after each key.")
    }
}
