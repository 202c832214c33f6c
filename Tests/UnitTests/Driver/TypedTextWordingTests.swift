import Driver
import DriverTesting
import ScreenModel
import Testing

/// A failed `typeText` names the field and why, never the text: what was typed into a
/// secure field must not reach a failure message, a report or an agent's answer.
@Suite("A failed typeText never shows the text typed")
struct TypedTextWordingTests {
    static let screen = Screens.window([
        ElementSnapshot(.secureTextField, identifier: "pin", label: "PIN", value: "", isEnabled: false, frame: Rect(x: 2, y: 2, width: 20, height: 1)),
        ElementSnapshot(.secureTextField, identifier: "code", label: "Code", value: "", frame: Rect(x: 2, y: 4, width: 20, height: 1)),
    ])

    @Test("into a disabled secure field, or one whose app refuses the text, the failure names the field and not the text")
    func failureLeavesTextOut() async throws {
        let fake = FakeApp(Self.screen) { _, _ in .refused(CommandRefusal(.notInteractable, "the code is locked")) }
        let app = try await App.launched(with: fake)

        let disabled = await #expect(throws: DriverError.self) { try await app.secureTextFields["pin"].typeText("hunter2-Disabled") }
        let refused = await #expect(throws: DriverError.self) { try await app.secureTextFields["code"].typeText("hunter2-Refused") }

        #expect(disabled?.message.contains(#"cannot typeText into app.secureTextFields["pin"]"#) == true, "\(disabled?.message ?? "")")
        #expect(refused?.message.contains(#"cannot typeText into app.secureTextFields["code"]: the code is locked"#) == true, "\(refused?.message ?? "")")
        for message in [disabled?.message ?? "", refused?.message ?? ""] {
            #expect(!message.contains("hunter2"), "\(message)")
        }
    }
}
