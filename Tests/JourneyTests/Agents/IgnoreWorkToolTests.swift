import AgentServer
import DriverTesting
import Foundation
import Testing

/// `ignore_work` stops later steps waiting for the work it names, the snapshot says what
/// it ignores, and the saved journey holds the step.
@Suite("journey mcp's ignore_work", .timeLimit(.minutes(2)), .hangReport)
struct IgnoreWorkToolTests {
    @Test("a tap after ignore_work returns while the ignored request runs, the snapshot says it ignores it, and the journey says so")
    func ignoredRequestHoldsNoTap() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", ["arguments": ["--uitesting", "--reset-state", "--latency-ms", "60000"]])
        _ = try await callTool(server, "type", ["session": "s1", "text": "user@example.com", "target": "textFields[\"emailField\"]"])
        _ = try await callTool(server, "type", ["session": "s1", "text": "securePass1", "target": "secureTextFields[\"passwordField\"]"])

        let ignored = try await callTool(server, "ignore_work", ["session": "s1", "work": ["network"]])
        let tapped = try await callTool(server, "tap", ["session": "s1", "target": "buttons[\"loginButton\"]"])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/ignoring.journey")])
        await server.closeAllSessions()

        #expect(!ignored.isError, "\(ignored.text)")
        #expect(ignored.text.hasPrefix("later steps do not wait for work named \"network\""), "\(ignored.text)")
        #expect(!tapped.isError, "\(tapped.text)")
        #expect(tapped.text.contains("· app idle, ignoring network: POST /session"), "\(tapped.text)")
        #expect(!tapped.text.contains("The app was busy"), "\(tapped.text)")
        #expect(saved.text.contains("ignore work \"network\"\n"), "\(saved.text)")
    }

    @Test("an empty list makes steps wait for all work again, saved as ignore no work; an empty name is refused")
    func emptyListAndEmptyName() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", [:])

        let none = try await callTool(server, "ignore_work", ["session": "s1", "work": []])
        let blank = try await callTool(server, "ignore_work", ["session": "s1", "work": [""]])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/none.journey")])
        await server.closeAllSessions()

        #expect(none.text.hasPrefix("every step waits for all the work the app reports again"), "\(none.text)")
        #expect(blank.isError)
        #expect(blank.text.contains("names of work the app reports"), "\(blank.text)")
        #expect(saved.text.contains("ignore no work\n"), "\(saved.text)")
    }
}
