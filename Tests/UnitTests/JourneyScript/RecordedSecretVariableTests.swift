@testable import JourneyScript
import ScreenModel
import Testing

/// A recording's secure fields: each gets a variable of its own, and taking back all
/// its text takes its step and its variable away.
@Suite("journey record: secure fields' variables")
struct RecordedSecretVariableTests {
    @Test("Backspace over every character typed into a secure field removes its step and its variable")
    func secretTakenBackEntirely() {
        let field = ElementLocator(query: Query(steps: [.descendants(.secureTextField), .key("pinField")]), pick: .only)
        var script = RecordedScript(launchArguments: [])

        script.typeSecret("4", into: field, on: nil)
        script.typeSecret("2", into: field, on: nil)
        let first = script.deleteBackward(in: field)
        let second = script.deleteBackward(in: field)

        #expect(first && second)
        #expect(script.count == 1, "only the launch is left")
        #expect(script.secrets.isEmpty)
        #expect(!script.text.contains("PIN_FIELD"))
    }

    @Test("two secure fields with the same identifier get PIN, PIN_2; an identifier starting with a digit gets SECRET_")
    func distinctVariableNames() {
        let pin = ElementLocator(query: Query(steps: [.descendants(.secureTextField), .key("pin")]), pick: .only)
        let pinInAlert = ElementLocator(
            query: Query(steps: [.descendants(.alert), .key("confirm"), .descendants(.secureTextField), .key("pin")]),
            pick: .only)
        let numbered = ElementLocator(query: Query(steps: [.descendants(.secureTextField), .key("2faCode")]), pick: .only)
        var script = RecordedScript(launchArguments: [])

        script.typeSecret("1", into: pin, on: nil)
        script.typeSecret("2", into: pinInAlert, on: nil)
        script.typeSecret("3", into: numbered, on: nil)

        #expect(script.secrets.map(\.name) == ["PIN", "PIN_2", "SECRET_2FA_CODE"])
        #expect(script.secretEnvironment == ["PIN": "1", "PIN_2": "2", "SECRET_2FA_CODE": "3"])
    }
}
