import Driver
import DriverTesting
import Testing

/// The benchmark's rows app, whose scaling figures rest on one promise: each tap on
/// `next` relabels one row, the next one round (docs/performance.md).
@Suite("The benchmark's rows app", .timeLimit(.minutes(1)), .appDiagnostics)
struct RowsAppTests {
    @Test("taps on next relabel the rows in turn and come back round to the first: four taps on three rows give the first two, the others one")
    func tapsGoRound() async throws {
        let app = App(executable: App.executable(named: "BenchRows"))
        app.launchArguments = ["--rows", "3"]
        try await app.launch()

        for _ in 0..<4 { try await app.buttons["next"].tap() }

        #expect(try await app.staticTexts["rowLabel_0"].label == "Row 0 · 2 taps")
        #expect(try await app.staticTexts["rowLabel_1"].label == "Row 1 · 1 taps")
        #expect(try await app.staticTexts["rowLabel_2"].label == "Row 2 · 1 taps")
        await app.terminate()
    }
}
