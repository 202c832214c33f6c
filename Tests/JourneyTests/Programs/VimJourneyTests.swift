import Driver
import DriverTesting
import Testing

@Suite("vim", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.vim))
struct VimJourneyTests {
    @Test("opening a file, inserting text and :wq leaves the text in the file")
    func insertAndWrite() async throws {
        let folder = try TemporaryFolder()
        let vim = try await Terminal.launch(
            "vim", arguments: ["--clean", "notes.txt"], environment: ["HOME": folder.path], workingDirectory: folder.path
        )
        try await vim.wait(forText: "\"notes.txt\"")

        try await vim.press(.character("i"))
        try await vim.wait(forText: "-- INSERT --")
        try await vim.type("Hello from a journey")
        try await vim.press(.escape)
        try await vim.wait(untilGone: "-- INSERT --")
        try await vim.type(":wq\n")

        #expect(try await vim.waitForExit() == .exited(0))
        #expect(try folder.read("notes.txt") == "Hello from a journey\n")
    }

    @Test("vim draws on the alternate screen with application cursor keys, and gives both back on exit")
    func modes() async throws {
        let folder = try TemporaryFolder()
        try folder.write("three.txt", "one\ntwo\nthree\n")
        let vim = try await Terminal.launch(
            "vim", arguments: ["--clean", "three.txt"], environment: ["HOME": folder.path], workingDirectory: folder.path
        )
        let screen = try await vim.wait(
            for: { $0.lines[2] == "three" && $0.lines[3].hasPrefix("~") && $0.contains("\"three.txt\" 3L") },
            description: "the file, the empty lines' tildes and the file message"
        )
        #expect(screen.isAlternateScreen)
        #expect(screen.modes.applicationCursorKeys)

        try await vim.press(.down, times: 2)
        try await vim.wait(for: { $0.cursor.y == 2 }, description: "the cursor on the third line")
        try await vim.type(":q\n")

        #expect(try await vim.waitForExit() == .exited(0))
        #expect(!vim.screen.isAlternateScreen)
        #expect(!vim.modes.applicationCursorKeys)
    }
}
