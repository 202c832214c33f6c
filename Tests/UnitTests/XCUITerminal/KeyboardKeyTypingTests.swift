@testable import Driver
import ScreenModel
import Testing
import XCUITerminal

/// XCUITest types keys as characters (`XCUIKeyboardKey.rightArrow.rawValue`); the driver
/// reads each back as the key it names. The two tables must agree, key by key.
@Suite("Keyboard keys typed as characters")
struct KeyboardKeyTypingTests {
    @Test(
        "each key XCUITest types as a character is pressed as that key, each direction and its opposite told apart",
        arguments: [
            (XCUIKeyboardKey.delete, KeyPress.backspace), (.return, .enter), (.enter, .enter), (.tab, .tab), (.escape, .escape),
            (.upArrow, .up), (.downArrow, .down), (.leftArrow, .left), (.rightArrow, .right),
            (.forwardDelete, .delete), (.home, .home), (.end, .end), (.pageUp, .pageUp), (.pageDown, .pageDown),
        ])
    func typedKey(key: XCUIKeyboardKey, pressed: KeyPress) {
        #expect(TypedSegment.split(key.rawValue) == [.key(pressed)])
        #expect(TypedSegment.split("a" + key.rawValue + "b") == [.text("a"), .key(pressed), .text("b")])
    }

    @Test("a space is typed as text, not pressed as a key")
    func spaceIsText() {
        #expect(TypedSegment.split(XCUIKeyboardKey.space.rawValue) == [.text(" ")])
    }
}
