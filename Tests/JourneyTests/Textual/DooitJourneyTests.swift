import Driver
import DriverTesting
import Testing

/// dooit 3.3.4 from PyPI, unmodified, driven by its widget ids through the Textual adapter.
@Suite("dooit journey", .serialized, .tags(.journey), .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual)
struct DooitJourneyTests {
    static func launch() async throws -> DooitPage {
        let app = App.textual(["dooit"])
        try await app.launch()
        return try await DooitPage(app, timeout: .seconds(15))
    }

    @Test("a to-do added to a new workspace and marked done is still there, done, after a relaunch")
    func todoSurvivesRelaunch() async throws {
        let page = try await Self.launch()

        try await page.addWorkspace("Errands").addTodo("Buy milk").completeTodo("Buy milk")
        try await page.app.relaunchKeepingState()

        let again = try await DooitPage(page.app, timeout: .seconds(15))
        try await again.workspace("Errands").waitUntilExists(timeout: again.patience)
        // dooit highlights no workspace at start: move to it (j), then to its to-dos (tab).
        try await again.keys("j")
        try await again.app.press(.tab)
        try await again.todo("Buy milk").wait(until: .label(beginsWith: "x "), timeout: again.patience)
    }

    @Test("relaunching with --reset-state leaves no workspace")
    func resetLeavesNothing() async throws {
        let page = try await Self.launch()
        try await page.addWorkspace("Errands")

        try await page.app.relaunchResettingState()

        let again = try await DooitPage(page.app, timeout: .seconds(15))
        #expect(try await again.workspaces.descendants(matching: .cell).count == 0)
        #expect(try await !again.workspace("Errands").exists)
    }
}
