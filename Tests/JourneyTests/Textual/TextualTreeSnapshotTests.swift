import Driver
import DriverTesting
import Testing

/// Tree snapshots of a Textual app through the adapter: the same renderer and files as
/// for apps on the kit, with no special case.
@Suite("Textual tree snapshots", .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual, .dedicatedThread)
struct TextualTreeSnapshotTests {
    @Test("the adapter's counter after two taps matches its committed tree: the count's label, the disabled button, the field's placeholder")
    func counterTree() async throws {
        let app = App.textual([TextualEnvironment.counterApp], size: "80x40")
        try await app.launch()

        try await app.buttons["add"].tap()
        try await app.buttons["add"].tap()
        try await app.staticTexts["count"].wait(until: .label("2"), timeout: .seconds(15))

        try await expectTreeSnapshot(of: app, named: "counter-after-two-taps")
    }
}
