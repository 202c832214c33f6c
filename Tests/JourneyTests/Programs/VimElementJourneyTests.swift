import Driver
import DriverTesting
import Testing

/// vim driven through its tab line: `vim -p` opens a tab a file, the tab line at the top
/// is a tab bar, and vim turns the mouse on, so a tap on a tab clicks it.
@Suite("vim by its elements", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.vim))
struct VimElementJourneyTests {
    @Test("a tab tapped by name becomes the selected one and shows its file; the first tab tapped again shows the first file")
    func tabsByName() async throws {
        let folder = try TemporaryFolder()
        try folder.write("first.txt", "one\n")
        try folder.write("second.txt", "two\n")
        let vim = try await Terminal.launch(
            "vim", arguments: ["--clean", "-p", "first.txt", "second.txt"], environment: ["HOME": folder.path], workingDirectory: folder.path)
        vim.timeout = .seconds(10)
        #expect(try await vim.buttons["first.txt"].isSelected)
        #expect(try await !vim.buttons["second.txt"].isSelected)
        #expect(try await vim.staticTexts["one"].exists)

        try await vim.buttons["second.txt"].tap()
        #expect(try await vim.buttons["second.txt"].isSelected)
        #expect(try await !vim.buttons["first.txt"].isSelected)
        #expect(try await vim.staticTexts["two"].exists)

        try await vim.buttons["first.txt"].tap()
        #expect(try await vim.buttons["first.txt"].isSelected)
        #expect(try await vim.staticTexts["one"].exists)

        try await vim.type(":qa\n")
        #expect(try await vim.waitForExit() == .exited(0))
    }
}
