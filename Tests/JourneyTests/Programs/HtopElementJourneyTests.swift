import Driver
import DriverTesting
import Testing

/// htop driven only through its elements: its screen tabs and its key bar's buttons by
/// name (htop reads the mouse, so a tap clicks them), and its process table's header
/// read as a cell.
@Suite("htop by its elements", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.htop))
struct HtopElementJourneyTests {
    @Test("the I/O tab shows the disk columns and the Main tab the CPU's; the key bar's Quit ends htop with status 0")
    func tabsAndQuitByName() async throws {
        let home = try TemporaryFolder()
        let htop = try await Terminal.launch("htop", environment: ["HOME": home.path], columns: 120, rows: 30)
        htop.timeout = .seconds(10)
        #expect(try await htop.buttons["Quit"].value == "F10")
        #expect(try await htop.cells["PID USER"].value?.contains("CPU%") == true)

        try await htop.buttons["I/O"].tap()
        #expect(try await htop.cells["PID USER"].value?.contains("DISK READ") == true)
        try await htop.buttons["Main"].tap()
        #expect(try await htop.cells["PID USER"].value?.contains("CPU%") == true)

        try await htop.buttons["Quit"].tap()
        #expect(try await htop.waitForExit() == .exited(0))
    }
}
