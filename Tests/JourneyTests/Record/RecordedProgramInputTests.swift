import Driver
@testable import JourneyScript
import ScreenModel
import Testing
import DriverTesting

/// The program recorder's translation of keys into steps, against a real program on a
/// real pseudo-terminal, without the person's terminal: the inputs a terminal would send.
@Suite("journey record --run: keys into program steps", .tags(.program), .timeLimit(.minutes(1)), .dedicatedThread)
struct RecordedProgramInputTests {
    /// A shell that asks for a name, greets it, asks for more, echoes it, and exits 3 at the end of its input.
    private static let greeter = #"printf 'name? '; read name; echo "hello $name"; printf 'more? '; read more; echo "got $more"; read end; exit 3"#

    private func recording(_ command: String, _ arguments: [String]) async throws -> ProgramRecording {
        let launch = ProgramLaunch(
            commandLine: ([command] + arguments).joined(separator: " "), command: command, arguments: arguments,
            columns: 60, rows: 10)
        let terminal = Terminal(launch.command, arguments: launch.arguments, columns: launch.columns, rows: launch.rows)
        try await terminal.launch()
        return ProgramRecording(launch: launch, terminal: terminal, status: RecorderStatus(keys: RecorderStatus.programKeys))
    }

    private func handle(_ bytes: String, _ recording: inout ProgramRecording) async -> [AppRecording.Outcome] {
        var outcomes: [AppRecording.Outcome] = []
        for input in RecorderInput.decode(Array(bytes.utf8)) { outcomes.append(await recording.handle(input)) }
        return outcomes
    }

    /// The lines after the `run`, as the file writes them.
    private func lines(_ recording: ProgramRecording) -> [String] {
        Array(recording.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast().map(String.init))
    }

    @Test("typing is one step that Backspace takes back from; Enter ends it and waits for the first new line with words")
    func typingBackspaceAndEnter() async throws {
        var recording = try await recording("sh", ["-c", Self.greeter])
        _ = try await recording.terminal.wait(forText: "name?", timeout: .seconds(5))

        _ = await handle("adx\u{7F}a", &recording)
        _ = try await recording.terminal.wait(forText: "name? ada", timeout: .seconds(5))
        _ = await handle("\r", &recording)

        #expect(lines(recording) == [#"type "ada\n""#, #"wait screen contains "hello ada""#])
        #expect(recording.status.line.hasSuffix(#"│ added: wait screen contains "hello ada""#), "\(recording.status.line)")
        await recording.terminal.terminate()
    }

    @Test("^] e expects the cursor's line; ^] p pauses (keys reach the program, no steps) and resumes; the exit code is expected")
    func expectPauseAndExit() async throws {
        var recording = try await recording("sh", ["-c", Self.greeter])
        _ = try await recording.terminal.wait(forText: "name?", timeout: .seconds(5))

        _ = await handle("bo", &recording)
        _ = try await recording.terminal.wait(forText: "name? bo", timeout: .seconds(5))
        _ = await handle("\r", &recording)
        _ = try await recording.terminal.wait(forText: "more?", timeout: .seconds(5))
        _ = await handle("\u{1D}e", &recording)
        #expect(recording.status.line.contains(#"added: expect screen contains "more?""#), "\(recording.status.line)")
        _ = await handle("\u{1D}p", &recording)
        #expect(recording.status.line.hasPrefix(" ❚❚ PAUSED 4 steps │ ^] then: e expect · p resume · d save"), "\(recording.status.line)")
        _ = await handle("zz\u{1D}e", &recording)
        #expect(recording.status.line.hasSuffix("│ paused: ^] p to record again"), "\(recording.status.line)")
        _ = await handle("\u{1D}p", &recording)
        #expect(recording.status.line.hasSuffix("│ recording again"))
        _ = await handle("!", &recording)
        _ = try await recording.terminal.wait(forText: "more? zz!", timeout: .seconds(5))
        _ = await handle("\r", &recording)
        _ = await handle("\u{4}", &recording)
        let status = try await recording.terminal.waitForExit(timeout: .seconds(5))
        recording.programEnded(with: status)

        #expect(recording.terminal.screen.text.contains("got zz!"), "the paused typing reached the program")
        #expect(recording.text.hasPrefix("# Recorded with journey record: the keys and text typed, and a wait for what the program showed after each key.\n\nrun "))
        #expect(recording.text.split(separator: "\n")[1].hasSuffix(" size 60x10"), "the run step keeps the terminal's size")
        #expect(
            lines(recording) == [
                #"type "bo\n""#, #"wait screen contains "hello bo""#, #"expect screen contains "more?""#,
                #"type "!\n""#, #"wait screen contains "got zz!""#, "press ctrl-d", "expect exit 3",
            ])
    }

    @Test("keys are press steps sent as the replay sends them; ^] ^] sends ^]; ^] d and ^] q save; anything else after ^] says the keys")
    func keysAndRecorderCommands() async throws {
        var recording = try await recording("sh", ["-c", "stty -echo; echo ready; cat >/dev/null"])
        _ = try await recording.terminal.wait(forText: "ready", timeout: .seconds(5))

        _ = await handle("\u{1B}[A\u{1B}OQ\u{7}\u{1B}[5~\u{1D}\u{1D}\u{7F}", &recording)
        #expect(lines(recording) == ["press up", "press f2", "press ctrl-g", "press pageup", "press ctrl-]", "press backspace"])

        let help = await handle("\u{1D}x", &recording)
        #expect(help == [.carryOn, .carryOn])
        #expect(recording.status.line.hasSuffix("│ after ^]: e expects the cursor's line, p pauses, d saves; ^] again sends ^]"))
        #expect(await handle("\u{1D}d", &recording) == [.carryOn, .finish])
        #expect(await handle("\u{1D}q", &recording) == [.carryOn, .finish])
        #expect(lines(recording).count == 6, "the recorder's own keys are no steps")
        await recording.terminal.terminate()
    }

    @Test("a click is no step and says to use keys; ^] e on a blank screen expects nothing")
    func clicksAndBlankScreen() async throws {
        var recording = try await recording("cat", [])

        _ = await recording.handle(.click(Point(x: 3, y: 1), button: 0))
        #expect(recording.status.line.hasSuffix("│ clicks are not recorded for programs; use keys"))
        _ = await handle("\u{1D}e", &recording)
        #expect(recording.status.line.hasSuffix("│ no line with words at or above the cursor: nothing to expect"))
        #expect(recording.steps.count == 1)
        await recording.terminal.terminate()
    }

    @Test("keys for a program that has ended are not sent and not recorded, and the status line says why; only an exit code is expected")
    func afterTheProgramEnded() async throws {
        var recording = try await recording("sh", ["-c", "exit 0"])
        let status = try await recording.terminal.waitForExit(timeout: .seconds(5))

        _ = await handle("a", &recording)
        #expect(recording.status.line.contains("│ not sent: "), "\(recording.status.line)")
        _ = await handle("\u{1B}[B", &recording)
        #expect(recording.status.line.contains("│ not sent: "), "\(recording.status.line)")
        recording.programEnded(with: .signaled(15))
        #expect(recording.steps.count == 1)
        recording.programEnded(with: status)
        #expect(lines(recording) == ["expect exit 0"])
    }

    @Test("a line has words when it has three letters or digits: less's ~, a rule and a : prompt do not")
    func wordsInALine() {
        #expect(ProgramRecording.hasWords("line 42"))
        #expect(ProgramRecording.hasWords("abc"))
        #expect(!ProgramRecording.hasWords("~"))
        #expect(!ProgramRecording.hasWords("──────── -- :"))
        #expect(!ProgramRecording.hasWords("ab:"))
    }
}
