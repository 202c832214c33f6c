import Driver
import JourneyScript
import Testing

/// What a caller's keys to a program on a terminal add to the journey kept of them.
@Suite("A program recording made by a caller", .timeLimit(.minutes(1)))
struct CalledProgramRecordingTests {
    @Test("a pressed key is followed by a wait for the line the program drew, and text typed without a line break by none")
    func keysAreFollowedByAWait() async throws {
        let script = "echo ready; read answer; echo pressed enter; read answer"
        var recording = CalledProgramRecording(
            launch: ProgramLaunch(commandLine: "sh -c '\(script)'", command: "sh", arguments: ["-c", script], columns: 40, rows: 6))
        try await recording.start()
        _ = try await recording.terminal.wait(forText: "ready")

        let afterEnter = try await recording.perform(.pressOnTerminal(#require(KeyName.terminalPress(named: "enter"))))
        let afterTyping = try await recording.perform(.typeOnTerminal("ab"))

        #expect(afterEnter == "wait screen contains \"pressed enter\"")
        #expect(afterTyping == nil)
        #expect(recording.text.hasSuffix("press enter\nwait screen contains \"pressed enter\"\ntype \"ab\"\n"), "\(recording.text)")
        await recording.terminal.terminate()
    }
}
