import Driver
import DriverTesting
import ScreenElements
import Testing

/// The recognisers measured against the truth: the demo shop driven over the channel
/// (its true tree) and on a terminal (its screen) at once, step by step; at each step the
/// tree read off the terminal's screen is scored against the app's tree, per kind.
@Suite("Elements read off the shop's screen against its true tree", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics)
struct ScreenElementsGroundTruthTests {
    /// The least precision and recall each judged kind must keep.
    static let leastPrecision = 0.95
    static let leastRecall = 0.90

    /// The steps: search, open a product, add it, go back, then move focus over the shop.
    static let steps: [DemoAppBothWaysTests.Step] =
        DemoAppBothWaysTests.searchAndAdd + [.press(.tab), .press(.tab), .press(.tab), .press(.backtab), .press(.down), .press(.down)]

    @Test("on every screen of a shop journey, each kind's precision is at least 0.95 and its recall at least 0.90")
    func figuresHold() async throws {
        let arguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        let app = App(executable: demoApp)
        app.launchArguments = arguments
        try await app.launch()
        let terminal = try await Terminal.launch(demoApp, arguments: arguments, columns: 80, rows: 24)

        var score = try await Self.score(app, terminal)
        for step in Self.steps {
            try await step.onApp(app)
            try await step.onTerminal(terminal)
            score = score + (try await Self.score(app, terminal))
        }

        print("Elements read off the shop's screen against its true tree:\n\(score.table)")
        Self.expectFigures(score)
    }

    /// Expects each judged kind of `score` to keep the least precision and recall, or, for
    /// a kind `floors` names, the figures given there (what it measures where it falls
    /// short, so that it cannot fall further unseen).
    static func expectFigures(_ score: InferenceScore, floors: [InferenceKind: (precision: Double, recall: Double)] = [:]) {
        for kind in InferenceKind.allCases where !score.unjudged.contains(kind) {
            let counts = score.counts[kind] ?? InferenceScore.Counts()
            let least = floors[kind] ?? (leastPrecision, leastRecall)
            let left = (score.unmatched[kind] ?? []).joined(separator: "\n")
            #expect((counts.precision ?? 1) >= least.precision, "\(kind) precision below \(least.precision):\n\(score.table)\n\(left)")
            #expect((counts.recall ?? 1) >= least.recall, "\(kind) recall below \(least.recall):\n\(score.table)\n\(left)")
        }
    }

    /// The score of the screen the terminal shows once it shows what the app's tree renders.
    static func score(_ app: App, _ terminal: Terminal) async throws -> InferenceScore {
        try await app.waitForIdle()
        let truth = try #require(app.tree)
        let expected = RenderedScreen(ScreenRenderer.grid(for: truth))
        let screen = try await terminal.wait(for: { RenderedScreen($0) == expected }, description: "the screen the app's tree renders")
        let inferred = ScreenReader.tree(of: screen)
        let score = InferenceScore(inferred: inferred, truth: truth)
        return score
    }
}
