import Driver
import DriverTesting
import Testing

/// What the adapter promises about what an app shows, how it ends and when it is idle,
/// shown on its journal app: markup, a long log, fields that refuse text, a slow save.
@Suite("Textual adapter: the journal", .serialized, .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual, .dedicatedThread)
struct TextualJournalTests {
    static func journal() async throws -> App {
        let app = App.textual([TextualEnvironment.journalApp], size: "80x30")
        try await app.launch()
        return app
    }

    @Test("an app that quits itself by its own binding answers the key, then ends with its own status, 0, not as a crash")
    func appQuitsItself() async throws {
        let app = try await Self.journal()
        try await app.textFields["entry"].tap()

        try await app.typeKey(.f10)

        #expect(await app.wait(for: .notRunning, timeout: .seconds(15)))
        #expect(app.exitStatus == .exited(0), "\(app.log)")
    }

    @Test("a label is the text the widget shows, without its markup: a Static, a Label and a Button")
    func labelsAreTheShownText() async throws {
        let app = try await Self.journal()

        let connection = try await app.staticTexts["connection"].label
        let marks = try await app.staticTexts["marks"].label
        let save = try await app.buttons["save"].label

        #expect(connection == "Connected to demo")
        #expect(marks == "Marks: 0")
        #expect(save == "Save")
    }

    @Test("a screen that changed with no change to the tree is sent: after Page Up the screenshot shows the log's page before")
    func scrolledLogIsShown() async throws {
        let app = try await Self.journal()
        try await app.scrollViews["log"].tap()
        #expect(try await app.screenshot().description.contains("line 100"))

        try await app.press(.pageUp)

        let screen = try await app.screenshot()
        #expect(!screen.description.contains("line 100"), "\(screen.framed)")
        #expect(screen.description.contains("line 085"), "\(screen.framed)")
    }

    @Test("lines a timer writes to a log after the key's reply, changing no element, are on the screen once the app is idle")
    func laterLogLinesAreShown() async throws {
        let app = try await Self.journal()
        try await app.scrollViews["log"].tap()
        #expect(try await !app.screenshot().description.contains("line 105"))

        try await app.typeKey("w")

        let screen = try await app.screenshot()
        #expect(screen.description.contains("line 105"), "\(screen.framed)")
    }

    @Test("typing into a read-only editor fails, saying so, and its letters run none of the app's bindings")
    func typingIntoReadOnlyEditorFails() async throws {
        let app = try await Self.journal()

        let error = await #expect(throws: DriverError.self) { try await app.textViews["notes"].typeText("mm") }

        #expect(error?.code == .elementNotInteractable, "\(String(describing: error))")
        #expect(error?.message.contains("read-only") == true, "\(String(describing: error))")
        #expect(try await app.staticTexts["marks"].label == "Marks: 0")
        #expect(try await app.textViews["notes"].value == "")
    }

    @Test("typing into a field that cannot take keyboard focus fails, naming where focus is, and the field stays empty")
    func typingIntoUnfocusableFieldFails() async throws {
        let app = try await Self.journal()
        try await app.textFields["entry"].tap()

        let error = await #expect(throws: DriverError.self) { try await app.textFields["locked"].typeText("abc") }

        #expect(error?.code == .elementNotInteractable, "\(String(describing: error))")
        #expect(error?.message.contains("cannot take keyboard focus (focus is on Input#entry)") == true, "\(String(describing: error))")
        #expect(try await app.textFields["locked"].value == "")
        #expect(try await app.textFields["entry"].value == "")
    }

    @Test("typing text a field does not take fails, saying its value did not change")
    func typingRefusedTextFails() async throws {
        let app = try await Self.journal()

        let error = await #expect(throws: DriverError.self) { try await app.textFields["amount"].typeText("abc") }

        #expect(error?.code == .elementNotInteractable, "\(String(describing: error))")
        #expect(error?.message.contains("did not take the text") == true, "\(String(describing: error))")
        try await app.textFields["amount"].typeText("42")
        #expect(try await app.textFields["amount"].value == "42")
    }

    @Test("a tapped button whose handler awaits holds the app busy until the handler returns: a wait and the next read see what it set")
    func awaitingHandlerHoldsTheAppBusy() async throws {
        let app = try await Self.journal()

        try await app.buttons["save"].tap()
        try await app.staticTexts["saved"].wait(until: .label("saved 1"), timeout: .seconds(15))
        try await app.buttons["save"].tap()

        #expect(try await app.staticTexts["saved"].label == "saved 2")
    }
}
