import Driver
import DriverTesting
import Testing

@Suite("Key screens as element trees", .tags(.snapshot), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct KeyScreenTreeSnapshotTests {
    @Test("each key screen's element tree matches its committed reference at each terminal size",
          arguments: KeyScreen.allCases, TerminalSize.all)
    func keyScreenTreeMatchesReference(_ screen: KeyScreen, at size: TerminalSize) async throws {
        let app = try await JourneyConfiguration.standard.launch(screen.launchOptions + [.terminalSize(size.width, size.height)])

        try await screen.open(in: app)

        try await expectTreeSnapshot(of: app, named: "\(screen.rawValue).\(size.width)x\(size.height)")
    }
}
