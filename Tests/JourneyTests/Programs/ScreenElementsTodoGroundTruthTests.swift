import Driver
import DriverTesting
import Foundation
import ScreenElements
import Testing

/// The recognisers measured against the to-do app (`Examples/TodoApp`, a package of its
/// own): driven over the channel (its true tree) and on a terminal (its screen) at once,
/// as the shop is, and scored per kind at each step. It needs the app built:
/// `swift build --package-path Examples/TodoApp`, then `TODOAPP_PATH` naming the binary.
/// The to-do app `TODOAPP_PATH` names, if it names one.
private let todoApp: String? = ProcessInfo.processInfo.environment["TODOAPP_PATH"].flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }

@Suite(
    "Elements read off the to-do app's screen against its true tree", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .appDiagnostics,
    .enabled(if: todoApp != nil, "needs the to-do app: swift build --package-path Examples/TodoApp, then TODOAPP_PATH=Examples/TodoApp/.build/debug/TodoApp"))
struct ScreenElementsTodoGroundTruthTests {

    /// Add two to-dos, then move focus over the list, mark one done and open it.
    static let steps: [DemoAppBothWaysTests.Step] = [
        .type("Buy milk"), .press(.enter), .type("Walk the dog"), .press(.enter),
        .press(.tab), .press(.tab), .press(.tab), .press(.space), .press(.tab), .press(.backtab), .press(.enter), .press(.escape),
    ]

    @Test("on every screen of a to-do journey, each kind keeps precision 0.95 and recall 0.90")
    func figuresOfAJourney() async throws {
        let executable = try #require(todoApp)
        let app = App(executable: executable)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()
        // The terminal's copy keeps its state in a folder of its own, not the user's.
        let state = try TemporaryFolder()
        let terminal = try await Terminal.launch(executable, arguments: ["--uitesting", "--reset-state", "--state-dir", state.path], columns: 80, rows: 24)

        var score = try await ScreenElementsGroundTruthTests.score(app, terminal)
        for step in Self.steps {
            try await step.onApp(app)
            try await step.onTerminal(terminal)
            score = score + (try await ScreenElementsGroundTruthTests.score(app, terminal))
        }

        print("Elements read off the to-do app's screen against its true tree:\n\(score.table)")
        ScreenElementsGroundTruthTests.expectFigures(score)
    }
}
