import Driver
import DriverTesting
import Testing

/// A Go program on Bubble Tea whose bubbles text input blinks its cursor every 530 ms,
/// drawn through the standard renderer (`Fixtures/bubbles-form`): the program never stops
/// ticking or redrawing, yet it is idle between ticks, since its redraws only toggle the
/// cursor between two looks.
@Suite(
    "Bubble Tea with a blinking text input, idle between ticks", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection,
    .appDiagnostics, .requires(.bubblesForm))
struct BubblesFormJourneyTests {
    static func launch() async throws -> Terminal {
        let form = try await Terminal.launch(BuiltTestProgram.bubblesForm.path, columns: 60, rows: 12)
        form.timeout = .seconds(10)
        try await form.wait(forText: "Guest book")
        return form
    }

    @Test("the blinking program is idle between ticks: each wait returns the screen with the text typed, and then the greeting")
    func typedThenGreeted() async throws {
        let form = try await Self.launch()
        _ = try await form.waitUntilIdle()
        guard case .betweenTicks? = form.idleJudgement else {
            Issue.record("not judged between ticks: \(String(describing: form.idleJudgement))")
            return
        }

        try await form.type("Ada")
        #expect(try await form.waitUntilIdle().contains("Name: Ada"))
        try await form.press(.enter)
        let greeted = try await form.waitUntilIdle()
        #expect(greeted.contains("Hello, Ada!") && !greeted.contains("Name: Ada"), "\(greeted.text)")
        #expect(try await form.staticTexts["Hello, Ada!"].exists)
    }

    @Test("the cursor does blink while the program is judged idle: a later screen shows the cursor cell painted otherwise")
    func cursorBlinks() async throws {
        let form = try await Self.launch()
        let idle = try await form.waitUntilIdle()
        let before = idle.cell(x: 6, y: 2)?.attributes

        let blinked = try await form.wait(for: { $0.cell(x: 6, y: 2)?.attributes != before }, description: "the cursor cell's paint changing")

        #expect(blinked.contains("Name: your name"), "only the paint changed: \(blinked.text)")
    }
}
