import Driver
import DriverTesting
import Testing

@Suite("Key screens as text", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct KeyScreenSnapshotTests {
    @Test("each key screen looks as its committed reference at each terminal size", arguments: KeyScreen.allCases, TerminalSize.all)
    func keyScreenMatchesReference(_ screen: KeyScreen, at size: TerminalSize) async throws {
        let app = try await JourneyConfiguration.standard.launch(screen.launchOptions + [.terminalSize(size.width, size.height)])

        try await screen.open(in: app)

        try await expectSnapshot(of: app, named: screen.rawValue)
    }
}
