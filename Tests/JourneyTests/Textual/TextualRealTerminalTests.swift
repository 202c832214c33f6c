import Driver
import DriverTesting
import Foundation
import Testing

/// `--real-terminal` (docs/textual.md, "On a real terminal"): the app runs Textual's own
/// Linux driver on a pseudo-terminal, keys and clicks go in through that terminal's input,
/// and what the terminal shows is what the tree says.
@Suite(
    "Textual on a real terminal", .serialized, .tags(.journey), .appDiagnostics, .timeLimit(.minutes(3)), .hangReport,
    .requiresTextual, .dedicatedThread)
struct TextualRealTerminalTests {
    /// What the terminal shows after everything the app drew on it (its log, in this mode).
    static func terminalScreen(of app: App, columns: Int, rows: Int) -> TerminalScreen {
        var terminal = Emulator(columns: columns, rows: rows)
        terminal.feed(app.log)
        return terminal.screen
    }

    /// The text the terminal shows in `frame`'s first row.
    static func text(in frame: Rect, of screen: TerminalScreen) -> String {
        let line = Array(screen.line(frame.origin.y) ?? "")
        let start = min(frame.origin.x, line.count)
        return String(line[start..<min(start + frame.size.width, line.count)])
    }

    @Test("an app's log keeps the latest output up to its capacity: the whole drawing by default, only its last bytes when told less")
    func logCapacity() async throws {
        let whole = App.textual([TextualEnvironment.counterApp], size: "80x40", arguments: ["--real-terminal"])
        let tail = App.textual([TextualEnvironment.counterApp], size: "80x40", arguments: ["--real-terminal"])
        tail.logCapacity = 1_000
        try await whole.launch()
        try await tail.launch()
        try await whole.waitForIdle(timeout: .seconds(15))
        try await tail.waitForIdle(timeout: .seconds(15))

        #expect(whole.log.contains(TextualEnvironment.alternateScreenOn))
        #expect(whole.log.utf8.count > 1_000)
        #expect(!tail.log.contains(TextualEnvironment.alternateScreenOn))
        // A character cut at the start reads as U+FFFD: a few bytes more than kept.
        #expect(tail.log.utf8.count <= 1_006 && tail.log.utf8.count > 900, "kept \(tail.log.utf8.count) bytes")
        await whole.terminate()
        await tail.terminate()
    }

    @Test("a click and keys through the pseudo-terminal reach the counter, and the terminal shows what the tree says")
    func clickAndKeysThroughTheTerminal() async throws {
        let app = App.textual([TextualEnvironment.counterApp], size: "80x40", arguments: ["--real-terminal"])
        try await app.launch()

        try await app.buttons["add"].tap()
        try await app.buttons["add"].tap()
        try await app.textFields["name"].typeText("Ada")
        try await app.press(.left)
        try await app.textFields["name"].typeText("r")
        try await app.press(.end)

        #expect(try await app.staticTexts["count"].label == "2")
        #expect(try await app.textFields["name"].value == "Adra")
        // The tree comes over the channel, the drawing through the terminal and the log:
        // wait for the field's final text (whole only with the cursor after it) to be drawn.
        #expect(await app.waitForLog(containing: "Adra", timeout: .seconds(15)), "the terminal drew the field's text")
        let screen = Self.terminalScreen(of: app, columns: 80, rows: 40)
        let drawnFullScreen = screen.isAlternateScreen
        #expect(drawnFullScreen, "Textual's own driver drew on the terminal, on its alternate screen")
        let count = try await app.staticTexts["count"].frame
        #expect(Self.text(in: count, of: screen).trimmingCharacters(in: .whitespaces) == "2", "\(screen.text)")
        let field = try await app.textFields["name"].frame
        // An input's text sits inside its border, on its middle row.
        let fieldRow = Rect(x: field.origin.x, y: field.origin.y + field.size.height / 2, width: field.size.width, height: 1)
        #expect(Self.text(in: fieldRow, of: screen).contains("Adra"), "\(screen.text)")
    }
}
