@testable import JourneyScript
import ScreenModel
import Testing

@Suite("Key names in scripts")
struct KeyNameTests {
    @Test(
        "a name is modifiers in any order and any case, then one character or a key's name",
        arguments: [
            ("enter", KeyPress?.some(.enter)), ("PageUp", .pageUp), ("pagedown", .pageDown), ("F1", .function(1)), ("f12", .function(12)),
            ("return", .enter), ("ESC", .escape), ("backtab", .backtab), ("shift-tab", .backtab), ("q", .character("q")), ("-", .character("-")),
            ("Ctrl-S", .ctrl("S")), ("alt-x", .alt("x")), ("ctrl-alt-x", KeyPress("x", modifiers: [.control, .option])),
            ("shift-ctrl-f1", KeyPress(.f1, modifiers: [.shift, .control])), ("alt--", .alt("-")),
            ("ab", nil), ("f13", nil), ("f0", nil), ("ctrl-", nil), ("", nil), ("e\u{301}", nil), ("ctrl-ab", nil),
        ])
    func pressNamed(name: String, expected: KeyPress?) {
        #expect(KeyName.press(named: name) == expected)
    }

    @Test(
        "a program journey takes only what a terminal can send",
        arguments: [
            ("ctrl-c", true), ("alt-x", true), ("shift-tab", true), ("f12", true), ("insert", true),
            ("shift-a", false), ("ctrl-1", false), ("alt-enter", false), ("ctrl-alt-x", false), ("ctrl-f1", false),
        ])
    func terminalPress(name: String, accepted: Bool) {
        #expect((KeyName.terminalPress(named: name) != nil) == accepted)
    }

    @Test("an app journey presses version 1's keys with press, and any other key or modifier with typeKey")
    func appAction() {
        #expect(KeyName.appAction(named: "enter")?.description == "press enter")
        #expect(KeyName.appAction(named: "pagedown")?.description == "press pageDown")
        #expect(KeyName.appAction(named: "space")?.description == "press space")
        #expect(KeyName.appAction(named: "shift-tab")?.description == "press shift-tab")
        #expect(KeyName.appAction(named: "ctrl-s")?.description == "press ctrl-s")
        #expect(KeyName.appAction(named: "ab") == nil)
    }

    @Test(
        "a press step printed is read back as the same step, in app and program journeys",
        arguments: [KeyPress.enter, .backtab, .pageUp, .ctrl("s"), .ctrl("]"), .alt("/"), .character("#"), .character("/"), .function(7), .alt("x")])
    func printedNamesReadBack(press: KeyPress) throws {
        let program = try JourneyParser.parse("run \"sh\"\npress \(press)\n", file: "p.journey").steps
        #expect(program.last?.action.description == "press \(press)")
        let app = try JourneyParser.parse("launch\npress \(press)\n", file: "a.journey").steps
        let expected = KeyName.appAction(named: press.description.replacing("\"", with: ""))
        #expect(app.last?.action.description == expected?.description)
        #expect(expected != nil)
    }
}
