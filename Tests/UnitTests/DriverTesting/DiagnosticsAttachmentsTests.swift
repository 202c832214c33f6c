import Driver
import DriverTesting
import ScreenModel
import TerminalEmulator
import Testing

/// The files a failure attaches to its test, for an app and for a program on a terminal.
@Suite("What a failure attaches")
struct DiagnosticsAttachmentsTests {
    @Test("an app's failure attaches its tree, its screen and its log, '(empty)' when it said nothing")
    func appFailure() throws {
        let tree = ElementTree(generation: 3, root: Screens.window([Screens.button("go")]), activity: .idle)

        let files = Diagnostics(tree: tree, logTail: "").attachments

        #expect(files.map(\.name) == ["element-tree.txt", "screen.txt", "app-log.txt"])
        #expect(files[0].text.contains("button \"go\" #go"))
        #expect(files[1].text.contains("[ go ]"))
        #expect(files[2].text == "(empty)")
    }

    @Test("without a tree only the log is attached")
    func noTree() {
        let files = Diagnostics(tree: nil, logTail: "DemoApp: started").attachments

        #expect(files.map(\.name) == ["app-log.txt"])
        #expect(files.first?.text == "DemoApp: started")
    }

    @Test("a program's failure attaches its screen as text, styles and SVG, and its last output")
    func programFailure() {
        var emulator = Emulator(columns: 20, rows: 3)
        emulator.feed("\u{1B}[1mready\u{1B}[0m")
        let terminal = TerminalDiagnostics(commandLine: "sh -c 'echo ready'", screen: emulator.screen, lastOutput: "ready", quietFor: .seconds(1))

        let files = Diagnostics(tree: nil, logTail: "", terminal: terminal).attachments

        #expect(files.map(\.name) == ["screen.txt", "screen-styles.txt", "screen.svg", "last-output.txt"])
        #expect(files[0].text.contains("ready"))
        #expect(files[2].text.hasPrefix("<svg"))
        #expect(files[3].text == "ready")
    }
}
