import Driver
import DriverTesting
import Testing

@Suite("bash with readline", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.bash))
struct BashJourneyTests {
    /// An interactive bash that reads no start-up files, with a plain prompt.
    static func launchBash(in folder: TemporaryFolder) async throws -> Terminal {
        let bash = try await Terminal.launch(
            "bash", arguments: ["--norc", "--noprofile"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": folder.path, "PS1": "$ ", "INPUTRC": "/dev/null",
                "HISTFILE": folder.path + "/history", "LANG": "C.UTF-8",
            ],
            inheritsEnvironment: false, workingDirectory: folder.path
        )
        try await bash.waitForPrompt()
        return bash
    }

    @Test("Up recalls the command before, Ctrl-R finds one by a word, Ctrl-C drops the line, and exit's status comes back")
    func historyAndInterrupt() async throws {
        let folder = try TemporaryFolder()
        let bash = try await Self.launchBash(in: folder)

        try await bash.run("echo first-command")
        try await bash.run("echo second-command")
        #expect(bash.screen.lines.filter { $0 == "first-command" }.count == 1)

        try await bash.press(.up, times: 2)
        try await bash.wait(for: { $0.cursorLine == "$ echo first-command" }, description: "the first command recalled")
        try await bash.press(.enter)
        try await bash.waitForPrompt()
        #expect(bash.screen.lines.filter { $0 == "first-command" }.count == 2)

        try await bash.press(.ctrl("r"))
        try await bash.type("second")
        try await bash.wait(forText: "(reverse-i-search)`second': echo second-command")
        try await bash.press(.enter)
        try await bash.waitForPrompt()
        #expect(bash.screen.lines.filter { $0 == "second-command" }.count == 2)

        try await bash.type("echo never-run")
        try await bash.wait(for: { $0.cursorLine == "$ echo never-run" }, description: "the line typed")
        try await bash.press(.ctrl("c"))
        try await bash.wait(forText: "$ echo never-run^C")
        try await bash.waitForPrompt()
        try await bash.run("echo after")
        #expect(!bash.screen.lines.contains("never-run"))

        try await bash.type("exit 7\n")
        #expect(try await bash.waitForExit() == .exited(7))
    }
}

extension Terminal {
    /// Waits for an empty `$ ` prompt with the cursor after it.
    func waitForPrompt() async throws {
        try await wait(for: { $0.cursorLine == "$" && $0.cursor.x == 2 }, description: "an empty prompt")
    }

    /// Types `command` and Enter at the prompt, and waits for the next prompt.
    func run(_ command: String) async throws {
        try await type(command)
        try await wait(for: { $0.cursorLine == "$ " + command }, description: "\"\(command)\" echoed at the prompt")
        try await press(.enter)
        try await waitForPrompt()
    }
}

extension TerminalScreen {
    /// The text of the row the cursor is on.
    var cursorLine: String { lines[cursor.y] }
}
