import Driver
import DriverTesting
import Testing

@Suite("Key screens as text in Spanish and Japanese", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct LocalisedSnapshotTests {
    /// The languages besides English, whose every label on a key screen a reference holds.
    static let languages: [JourneyConfiguration] = [.spanish, .japanese]

    @Test(
        "each key screen in Spanish and Japanese looks as its committed reference at 80x24",
        arguments: KeyScreen.allCases, languages)
    func keyScreenMatchesReference(_ screen: KeyScreen, in language: JourneyConfiguration) async throws {
        let app = try await language.launch(screen.launchOptions)

        try await screen.open(in: app)

        try await expectSnapshot(of: app, named: "\(screen.rawValue).\(language.locale)")
    }
}
