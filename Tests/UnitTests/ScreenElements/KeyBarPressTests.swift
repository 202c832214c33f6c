import ScreenElements
import ScreenModel
import Testing

/// The key a key bar's button stands for, which a tap presses where the program reads no mouse.
@Suite("Key bar keys as presses")
struct KeyBarPressTests {
    @Test(
        "F10 and 10 are F10, ^X is Control-X, M-U is Alt-u, Y and F alone are the letters y and f",
        arguments: [
            ("F10", KeyPress.f10), ("10", .f10), ("F1", .function(1)), ("^X", .ctrl("X")), ("^\\", .ctrl("\\")), ("M-U", .alt("u")),
            ("M-6", .alt("6")), ("Y", .character("y")), ("F", .character("f")),
        ])
    func spelling(key: String, press: KeyPress) {
        #expect(KeyPress(keyBarKey: key) == press)
    }

    @Test("a spelling no key bar uses is no key", arguments: ["", "F13", "Help", "^", "M-", "y", "123"])
    func notAKey(key: String) {
        #expect(KeyPress(keyBarKey: key) == nil)
    }
}
