import Driver
import DriverTesting
import Testing

/// The Rust program on tui and crossterm (`Fixtures/ratatui-demo`) driven through its
/// elements: its tasks' check boxes by name and its confirmation's `[< Yes >]` buttons.
@Suite(
    "tui and crossterm by their elements", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics,
    .requires(.ratatuiDemo))
struct RatatuiElementJourneyTests {
    @Test("a tap on a task's check box ticks it; the confirmation's No keeps a task and its Yes deletes it")
    func tickAndDeleteByName() async throws {
        let demo = try await Terminal.launch(BuiltTestProgram.ratatuiDemo.path, columns: 60, rows: 16)
        demo.timeout = .seconds(10)
        // A read waits until the program waits for a key, so it has put the terminal in raw
        // mode: Enter typed before that would reach it as Control-J.
        #expect(try await demo.windows["New task *"].exists)
        for task in ["milk", "bread"] {
            try await demo.type(task)
            try await demo.press(.enter)
        }
        try await demo.press(.tab)
        #expect(try await demo.switches["milk"].hasFocus)

        try await demo.switches["bread"].tap()
        #expect(try await demo.switches["bread"].value == "1")
        #expect(try await demo.switches["milk"].value == "0")

        try await demo.type("d")
        #expect(try await demo.buttons["No"].hasFocus)
        try await demo.buttons["No"].tap()
        #expect(try await demo.switches["bread"].exists)
        try await demo.type("d")
        try await demo.buttons["Yes"].tap()
        #expect(try await demo.switches["bread"].waitForNonExistence(timeout: .seconds(10)))
        #expect(try await demo.switches["milk"].exists)

        try await demo.press(.escape)
        #expect(try await demo.waitForExit() == .exited(0))
    }
}
