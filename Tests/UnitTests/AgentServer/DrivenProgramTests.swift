@testable import AgentServer
import Driver
import JourneyScript
import Testing

@Suite("A program an agent drives", .timeLimit(.minutes(1)))
struct DrivenProgramTests {
    @Test("the screen of a program that has ended says so under its text, and the picture stays a picture")
    func endedProgramScreen() async throws {
        let launch = ProgramLaunch(commandLine: "sh -c 'echo done; exit 3'", command: "sh", arguments: ["-c", "echo done; exit 3"], columns: 40, rows: 5)
        let program = DrivenProgram(launch: launch, answersWithSnapshots: false)
        _ = try await program.start()
        _ = try await program.terminal.waitForExit(timeout: .seconds(10))

        let text = await program.screen(svg: false)
        let withPicture = await program.screen(svg: true)

        #expect(text.count == 1)
        #expect(text.first?.contains("done") == true)
        #expect(text.first?.hasSuffix("\nThe program has ended: exit code 3.") == true, "\(text)")
        #expect(withPicture.count == 2)
        #expect(withPicture.first == text.first)
        #expect(withPicture.last?.hasPrefix("<svg") == true)
        #expect(withPicture.last?.contains("has ended") == false)
        await program.close()
    }
}
