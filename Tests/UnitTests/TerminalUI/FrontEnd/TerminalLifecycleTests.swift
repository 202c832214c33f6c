import ScreenModel
import SystemLayer
import TerminalEmulator
import Testing

@Suite("The terminal front end's start and end")
struct TerminalLifecycleTests {
    /// Ctrl-C anywhere, and q where no field takes it: on a guest's Orders tab, reached
    /// with Ctrl-T, two steps right and Enter.
    @Test(
        "the app takes the terminal out of line mode while it runs and gives it back when the person quits",
        arguments: ["\u{03}", "\u{14}\u{1B}[C\u{1B}[C\rq"])
    func terminalIsRestored(quitKeys: String) async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--mock-catalog"], size: .standardTerminal)
        try await terminal.waitForText("Canvas Tote Bag")
        let whileRunning = terminal.isInLineMode

        terminal.type(quitKeys)
        let status = await terminal.waitForExit()

        #expect(!whileRunning)
        #expect(status == .exited(0))
        #expect(terminal.isInLineMode)
    }

    @Test("SIGTERM ends the app by that signal, with the terminal given back")
    func terminationRestoresTheTerminal() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--mock-catalog"], size: .standardTerminal)
        try await terminal.waitForText("Canvas Tote Bag")

        Posix.kill(terminal.processID, Signal.terminate)
        let status = Posix.waitForExit(terminal.processID)

        #expect(status == .signaled(Signal.terminate))
        #expect(terminal.isInLineMode)
    }

    @Test("with --terminal-size the screen keeps that size when the terminal is resized")
    func fixedSizeIgnoresResizes() async throws {
        let terminal = try PseudoTerminalSession(arguments: ["--uitesting", "--mock-catalog", "--terminal-size", "80x24"], size: .standardTerminal)
        try await terminal.waitForText("Trail Running Shoes")

        terminal.resize(to: Size(width: 120, height: 40))
        // Typed after the resize, so drawn only once the resize has been handled.
        terminal.type("zz")
        let screen = try await terminal.waitForText("zz")

        // A 40-row screen would show the 30th product; an 80x24 one cannot.
        #expect(!screen.shows("Picnic Blanket"))
    }
}
