import Driver
import DriverTesting
import Testing

/// Textual's own demo (`python -m textual`, Textual 8.2.8), unmodified, through the adapter.
@Suite("Textual demo journey", .tags(.journey), .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual)
struct TextualDemoJourneyTests {
    @Test("a tap expands a section of the home page; the footer opens the projects and brings the home page back")
    func homeAndProjects() async throws {
        let app = App.textual(["-m", "textual"], size: "100x50")
        try await app.launch()
        let home = try await TextualDemoHomePage(app, timeout: .seconds(30))

        try await home.section("Textual Interfaces").tap()
        try await home.section("Textual Interfaces").wait(until: .label(beginsWith: "▼"), timeout: .seconds(15))

        let projects = try await home.openProjects()
        #expect(try await projects.titles.count >= 5)
        #expect(try await !TextualDemoHomePage.landmark(in: app).exists)
        let back = try await projects.openHome()
        #expect(try await back.section("Textual Interfaces").label.hasPrefix("▼"))
    }
}
