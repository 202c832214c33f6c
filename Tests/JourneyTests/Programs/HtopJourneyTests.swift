import Driver
import DriverTesting
import Testing

@Suite("htop", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.htop))
struct HtopJourneyTests {
    @Test("htop draws its header meters and function bar, and F10 quits")
    func headerAndQuit() async throws {
        let folder = try TemporaryFolder()
        let htop = try await Terminal.launch("htop", environment: ["HOME": folder.path], columns: 120, rows: 30)

        let screen = try await htop.wait(
            for: { $0.contains("Tasks:") && $0.contains("Load average:") && $0.contains("Mem[") && $0.contains("F10Quit") },
            description: "the header meters and the function bar"
        )

        #expect(screen.isAlternateScreen)
        let quit = try #require(screen.find("F10Quit").first)
        #expect(quit.y == screen.rows - 1)
        #expect(
            screen.cell(x: quit.x, y: quit.y)?.attributes != screen.cell(x: quit.x + 3, y: quit.y)?.attributes,
            "the key and its label are drawn differently: \(screen.styleSummary)")
        try await htop.press(.f10)
        #expect(try await htop.waitForExit() == .exited(0))
    }
}
