import Driver
import DriverTesting
import Foundation
import Testing

@Suite(
    "An agent drives the shop and less through journey mcp with the official MCP SDK",
    .enabled(if: AgentClient.isAvailable, AgentClient.skipReason), .timeLimit(.minutes(2)), .hangReport)
struct MCPClientTests {
    @Test(
        "the SDK client signs in, drags a row, drives less and saves both sessions, and journey run passes the saved journeys",
        arguments: ["auto", "legacy"])
    func savedJourneysReplay(mode: String) async throws {
        let folder = try TemporaryFolder()
        let stateRoot = try TemporaryFolder()
        let environment = AgentClient.environment(stateRoot: stateRoot.path)

        let client = try await runToEnd(
            AgentClient.python, AgentClient.arguments(folder: folder.path, ["--mode", mode]),
            in: folder.path, adding: environment)
        let leftBehind = try FileManager.default.contentsOfDirectory(atPath: stateRoot.path)
        let replay = try await JourneyExecutable.run(
            ["run", "sign-in.journey", "less.journey"], in: folder,
            environment: environment.merging(["PASSWORD_FIELD": "securePass1"]) { $1 })

        #expect(client.status == .exited(0), "the client said:\n\(client.output)\n\(client.errors)")
        #expect(client.output.hasSuffix("ok\n"))
        #expect(try folder.read("sign-in.journey").contains("tap buttons[\"loginButton\"]"))
        #expect(try folder.read("sign-in.journey").contains("drag cells[\"productCell_2\"] to cells[\"productCell_0\"]"))
        #expect(try !folder.read("sign-in.journey").contains("securePass1"))
        #expect(replay.status == 0, "journey run said:\n\(replay.standardOutput)\n\(replay.standardError)")
        #expect(replay.lastLine.hasPrefix("2 passed, 0 failed"))
        #expect(leftBehind.isEmpty, "the sessions' state directories were left: \(leftBehind)")
    }
}
