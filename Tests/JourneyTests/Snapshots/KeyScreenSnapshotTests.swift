import Driver
import DriverTesting
import Testing

@Suite("Key screens as text and as element trees", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct KeyScreenSnapshotTests {
    @Test(
        "each key screen looks as its committed text reference, and its element tree matches its tree reference, at each terminal size",
        arguments: KeyScreen.allCases, TerminalSize.all)
    func keyScreenMatchesReferences(_ screen: KeyScreen, at size: TerminalSize) async throws {
        let app = try await JourneyConfiguration.standard.launch(screen.launchOptions + [.terminalSize(size.width, size.height)])

        try await screen.open(in: app)

        try await expectSnapshot(of: app, named: screen.rawValue)
        try await expectTreeSnapshot(of: app, named: "\(screen.rawValue).\(size.width)x\(size.height)")
    }
}
