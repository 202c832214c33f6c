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

    /// The ref the answer gave the line holding `identifier` (`e5` of `e5 secureTextField … #passwordField …`).
    private func ref(of identifier: String, in answer: String) throws -> String {
        let line = try #require(answer.split(separator: "\n").first { $0.contains("#\(identifier) ") || $0.hasSuffix("#\(identifier)") })
        return String(try #require(line.split(separator: " ").first { $0.first == "e" }))
    }

    @Test(
        "text typed into a secure field by its ref, by a query of its type or by a query of any type is shown in no answer and written in no file",
        arguments: ["ref", #"secureTextFields["passwordField"]"#, #"descendants(matching: .any)["passwordField"]"#])
    func secretOnEveryTarget(target: String) async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        let launched = try await callTool(server, "launch", [:])
        let named = target == "ref" ? try ref(of: "passwordField", in: launched.text) : target

        let typed = try await callTool(server, "type", ["session": "s1", "text": "hunter2-Target", "target": .string(named)])
        let snapshot = try await callTool(server, "snapshot", ["session": "s1"])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/target.journey")])
        await server.closeAllSessions()

        #expect(!typed.isError, "\(typed.text)")
        #expect(typed.text.hasPrefix("typed 14 characters (a secure field's text is not shown) into "), "\(typed.text)")
        for answer in [typed.text, snapshot.text, saved.text, try folder.read("target.journey")] {
            #expect(!answer.contains("hunter2-Target"), "\(answer)")
        }
        #expect(try folder.read("target.journey").contains("type $PASSWORD_FIELD into "))
    }

    @Test("a secret typed and submitted with a newline, which signs in and leaves the screen, is in no answer, no saved file and no run line")
    func secretTypedAndSubmitted() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", [:])

        _ = try await callTool(server, "type", ["session": "s1", "text": "user@example.com", "target": "textFields[\"emailField\"]"])
        let submitted = try await callTool(
            server, "type", ["session": "s1", "text": "securePass1\n", "target": #"descendants(matching: .any)["passwordField"]"#])
        let signedIn = try await callTool(server, "wait", ["session": "s1", "condition": "exists", "target": "staticTexts[\"dashboardTitle\"]"])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/submitted.journey")])
        await server.closeAllSessions()

        #expect(!submitted.isError, "\(submitted.text)")
        #expect(!signedIn.isError, "\(signedIn.text)")
        #expect(submitted.text.hasPrefix("typed 12 characters (a secure field's text is not shown) into "), "\(submitted.text)")
        let file = try folder.read("submitted.journey")
        for answer in [submitted.text, signedIn.text, saved.text, file] {
            #expect(!answer.contains("securePass1"), "\(answer)")
        }
        #expect(saved.text.contains("run it: PASSWORD_FIELD=… journey run "), "\(saved.text)")
        #expect(file.contains(#"type $PASSWORD_FIELD into descendants(matching: .any)["passwordField"]"#), "\(file)")
    }

    @Test("a secret typed in two calls is recorded in one variable and written nowhere; a failed call on a secure field echoes it nowhere")
    func secretRecordedAndFailed() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", [:])

        _ = try await callTool(server, "type", ["session": "s1", "text": "hunter2-", "target": "secureTextFields[\"passwordField\"]"])
        _ = try await callTool(server, "type", ["session": "s1", "text": "Recorded", "target": "secureTextFields[\"passwordField\"]"])
        let failed = try await callTool(server, "type", ["session": "s1", "text": "hunter2-Failed", "target": "secureTextFields[\"pinField\"]"])
        let missing = try await callTool(server, "wait", ["session": "s1", "condition": "exists", "target": "buttons[\"noSuchButton\"]"])
        let saved = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/recorded.journey")])
        await server.closeAllSessions()

        #expect(failed.isError, "\(failed.text)")
        #expect(missing.isError, "\(missing.text)")
        let file = try folder.read("recorded.journey")
        for answer in [failed.text, missing.text, saved.text, file] {
            #expect(!answer.contains("hunter2"), "\(answer)")
            #expect(!answer.contains("Recorded\""), "\(answer)")
        }
        #expect(saved.text.contains("what was typed into secure fields is read from PASSWORD_FIELD, never written"), "\(saved.text)")
        #expect(!file.contains("pinField"), "\(file)")
    }

    @Test("a character pressed while the secure field has focus is refused, naming no character; a key that types nothing is pressed")
    func characterPressedIntoSecureFieldIsRefused() async throws {
        let server = AgentServer()
        let folder = try TemporaryFolder()
        _ = try await callTool(server, "launch", [:])
        _ = try await callTool(server, "tap", ["session": "s1", "target": #"secureTextFields["passwordField"]"#])

        let character = try await callTool(server, "press", ["session": "s1", "key": "q"])
        let tab = try await callTool(server, "press", ["session": "s1", "key": "tab"])
        let afterTab = try await callTool(server, "press", ["session": "s1", "key": "q"])
        _ = try await callTool(server, "save_journey", ["session": "s1", "path": .string(folder.path + "/pressed.journey")])
        await server.closeAllSessions()

        #expect(character.isError)
        #expect(character.text.contains("a key that types nothing while a secure field has focus"), "\(character.text)")
        #expect(!character.text.contains("\"q\""), "\(character.text)")
        #expect(!tab.isError, "\(tab.text)")
        #expect(!afterTab.isError, "once focus left the secure field, a character is pressed: \(afterTab.text)")
        let lines = try folder.read("pressed.journey").split(separator: "\n")
        let tabLine = try #require(lines.firstIndex { $0.hasPrefix("press tab") }, "\(lines)")
        #expect(!lines[..<tabLine].contains { $0.hasPrefix("press q") }, "the character pressed into the secure field is not in the journey: \(lines)")
    }
}
