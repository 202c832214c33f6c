import AgentServer
import DriverTesting
import Foundation
import Testing

/// What an agent types into a secure field is not echoed back in the tool's answer, and
/// the journey it saves reads it from a variable, never holding it.
@Suite("journey mcp never echoes a secure field's text", .timeLimit(.minutes(2)), .hangReport)
struct SecretEchoTests {
    @Test("type into a secure field answers with the count of characters typed, not the text; into a text field, with the text")
    func secureTypeIsNotEchoed() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", [:])

        let secure = try await callTool(server, "type", ["session": "s1", "text": "hunter2-Typed", "target": "secureTextFields[\"passwordField\"]"])
        let plain = try await callTool(server, "type", ["session": "s1", "text": "user@example.com", "target": "textFields[\"emailField\"]"])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/signed-in.journey")])
        await server.closeAllSessions()

        #expect(!secure.isError, "\(secure.text)")
        #expect(!secure.text.contains("hunter2-Typed"), "\(secure.text)")
        #expect(secure.text.hasPrefix("typed 13 characters (a secure field's text is not shown) into secureTextFields[\"passwordField\"]"), "\(secure.text)")
        #expect(plain.text.hasPrefix("typed \"user@example.com\" into textFields[\"emailField\"]"), "\(plain.text)")
        #expect(!saved.text.contains("hunter2-Typed"), "\(saved.text)")
    }
}
