import Driver
import DriverTesting
import Testing

/// Textual's own demo (`python -m textual`, Textual 8.2.8), unmodified, through the adapter.
@Suite("Textual demo journey", .tags(.journey), .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual)
struct TextualDemoJourneyTests {
    @Test("the footer opens the widget gallery, whose buttons answer and whose checkbox toggles")
    func widgetGallery() async throws {
        let app = App.textual(["-m", "textual"])
        try await app.launch()

        let widgets = try await TextualDemoHomePage(app, timeout: .seconds(30)).openWidgets()
        #expect(try await widgets.button("Primary").isEnabled)
        #expect(try await app.buttons.matching(.label("Primary") && !.isEnabled).count == 1)
        try await widgets.button("Primary").tap()
        try await app.staticTexts.matching(.label(contains: "you pressed Primary")).firstMatch
            .waitUntilExists(timeout: .seconds(15))

        try await widgets.scroll(toReveal: widgets.checkbox)
        #expect(try await widgets.checkbox.value == "0")
        try await widgets.checkbox.tap()
        try await widgets.checkbox.wait(until: .value("1"), timeout: .seconds(15))
    }
}
