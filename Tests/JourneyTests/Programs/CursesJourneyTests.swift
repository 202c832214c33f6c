import Driver
import DriverTesting
import Foundation
import Testing

@Suite("A Python curses program", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.python3))
struct CursesJourneyTests {
    /// The fixture program, beside this file.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/colour_panel.py").path

    @Test("its colours reach the screen, and a resize redraws it at the new size")
    func coloursAndResize() async throws {
        let panel = try await Terminal.launch("python3", arguments: [Self.fixture], columns: 60, rows: 15)
        // The whole frame has arrived when its last corner has: curses draws top to bottom.
        let screen = try await panel.wait(
            for: { $0.contains("size 60x15") && $0.cell(x: 59, y: 14)?.text == "┘" }, description: "the whole panel at 60x15"
        )

        let title = try #require(screen.find("Colour panel").first)
        #expect(screen.cell(x: title.x, y: title.y)?.attributes == Attributes(foreground: .red, style: .bold))
        let badge = try #require(screen.find("OK").first)
        #expect(screen.cell(x: badge.x, y: badge.y)?.attributes == Attributes(foreground: .black, background: .green))
        #expect(screen.cell(x: 0, y: 0)?.text == "┌" && screen.cell(x: 59, y: 0)?.text == "┐")
        try expectSnapshot(of: screen, named: "curses-panel")
        try expectStyleSnapshot(of: screen, named: "curses-panel")

        try await panel.resize(columns: 80, rows: 24)
        let resized = try await panel.wait(
            for: { $0.contains("size 80x24") && $0.cell(x: 79, y: 23)?.text == "┘" }, description: "the whole panel redrawn at 80x24"
        )

        #expect(resized.cell(x: 79, y: 0)?.text == "┐")
        #expect(resized.cell(x: 59, y: 0)?.text == "─")
        #expect(resized.find("Colour panel").first.flatMap { resized.cell(x: $0.x, y: $0.y)?.foreground } == .red)
        try await panel.press(.character("q"))
        #expect(try await panel.waitForExit() == .exited(0))
    }
}
