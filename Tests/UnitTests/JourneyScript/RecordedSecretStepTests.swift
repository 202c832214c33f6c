@testable import JourneyScript
import ScreenModel
import Testing

@Suite("Secure text in scripts: type $NAME")
struct RecordedSecretStepTests {
    @Test("type $NAME into a field reads as typing the environment variable, which the step names")
    func variableStep() throws {
        let journey = try JourneyParser.parse(
            "launch --uitesting\ntype $PASSWORD_FIELD into secureTextFields[\"passwordField\"]  # from the environment", file: "s.journey")

        let step = try #require(journey.steps.last)
        guard case let .typeVariable(name, locator) = step.action else {
            Issue.record("expected a typeVariable step, got \(step.action)")
            return
        }
        #expect(name == "PASSWORD_FIELD")
        #expect(locator.description == #"app.secureTextFields["passwordField"]"#)
        #expect(step.action.description == #"type $PASSWORD_FIELD into app.secureTextFields["passwordField"]"#)
        #expect(step.source == #"type $PASSWORD_FIELD into secureTextFields["passwordField"]"#)
    }

    @Test("a $ without a name, or with one that starts with a digit, is an error at the dollar", arguments: ["$", "$1PASS", "$-X"])
    func badVariable(text: String) {
        do {
            _ = try JourneyParser.parse("launch\ntype \(text) into textFields[\"f\"]", file: "s.journey")
            Issue.record("type \(text) parsed")
        } catch {
            #expect(error.errors.first?.line == 2)
            #expect(error.errors.first?.column == 6)
        }
    }

    @Test("typing into a secure field keeps its text out of the script: the step reads a variable named after the field")
    func secureTextStaysOut() throws {
        let field = ElementLocator(query: Query(steps: [.descendants(.secureTextField), .key("passwordField")]), pick: .only)
        var script = RecordedScript(launchArguments: ["--uitesting"])

        for character in "securePass1x" { script.typeSecret(String(character), into: field, on: nil) }
        let tookBack = script.deleteBackward(in: field)

        #expect(tookBack)
        let text = script.text
        #expect(!text.contains("securePass1"))
        #expect(text.contains(#"type $PASSWORD_FIELD into secureTextFields["passwordField"]"#))
        #expect(text.contains("$PASSWORD_FIELD (set it before running)"))
        #expect(script.secretEnvironment == ["PASSWORD_FIELD": "securePass1"])
        #expect(try JourneyParser.parse(text, file: "sign-in.journey").steps.count == 2)
    }

    @Test("typing into one field is one step; Backspace takes back what was typed; Enter ends the text")
    func typingMerges() throws {
        let field = ElementLocator(query: Query(steps: [.descendants(.textField), .key("promoCodeField")]), pick: .only)
        let other = ElementLocator(query: Query(steps: [.descendants(.textField), .key("emailField")]), pick: .only)
        var script = RecordedScript(launchArguments: [])

        for character in "SAVE2O" { script.type(String(character), into: field, on: nil) }
        let tookBack = script.deleteBackward(in: field)
        script.type("0", into: field, on: nil)
        script.type("\n", into: field, on: nil)
        script.type("a", into: field, on: nil)
        script.type("b", into: other, on: nil)

        #expect(
            script.entries.dropFirst().map { RecordedScript.line(for: $0.action) } == [
                #"type "SAVE20\n" into textFields["promoCodeField"]"#,
                #"type "a" into textFields["promoCodeField"]"#,
                #"type "b" into textFields["emailField"]"#,
            ])
        let tookBackAfterAnotherField = script.deleteBackward(in: field)

        #expect(tookBack)
        #expect(!tookBackAfterAnotherField, "the last step typed into another field")
    }
}
