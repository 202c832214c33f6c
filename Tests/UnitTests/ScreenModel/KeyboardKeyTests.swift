import ScreenModel
import Testing

@Suite("Keyboard keys")
struct KeyboardKeyTests {
    @Test(
        "a key is one Unicode scalar or a name of the table; anything else is no key",
        arguments: [
            ("a", true), ("A", true), ("/", true), ("é", true), ("\u{1}", true), ("f1", true), ("f12", true), ("pageUp", true),
            ("", false), ("ab", false), ("f0", false), ("f13", false), ("F1", false), ("pageup", false), ("backtab", false), ("e\u{301}", false),
        ])
    func validKeys(name: String, isKey: Bool) {
        #expect((KeyboardKey(rawValue: name) != nil) == isKey)
    }

    @Test("a character key knows its character; a named key has none")
    func characters() {
        #expect(KeyboardKey("q").character == "q")
        #expect(KeyboardKey.f1.character == nil)
        #expect(KeyboardKey.space.character == nil)
    }

    @Test("modifiers read as a script's prefix, control before option before shift")
    func modifierPrefix() {
        #expect(KeyModifiers.all.description == "ctrl-alt-shift-")
        #expect(KeyModifiers.shift.description == "shift-")
        #expect(KeyModifiers().description == "")
    }
}
