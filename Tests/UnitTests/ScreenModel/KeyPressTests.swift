import ScreenModel
import Testing

@Suite("Key presses")
struct KeyPressTests {
    @Test("every key of version 1's press is a press that converts back to it", arguments: Key.allCases)
    func versionOneKeysRoundTrip(key: Key) {
        #expect(KeyPress(key).versionOneKey == key)
    }

    @Test(
        "a press converts to version 1's press only when that press names it",
        arguments: [
            (KeyPress.enter, Key?.some(.enter)), (.pageUp, .pageUp), (.backtab, .backtab), (.tab, .tab),
            (.space, nil), (.insert, nil), (.f10, nil), (.character("a"), nil), (.ctrl("c"), nil),
            (KeyPress(.enter, modifiers: .shift), nil), (KeyPress(.tab, modifiers: [.shift, .control]), nil), (KeyPress(.tab, modifiers: .option), nil),
        ])
    func versionOneKey(press: KeyPress, expected: Key?) {
        #expect(press.versionOneKey == expected)
    }

    @Test("only a character without modifiers is typed")
    func typedCharacter() {
        #expect(KeyPress.character("q").typedCharacter == "q")
        #expect(KeyPress.ctrl("q").typedCharacter == nil)
        #expect(KeyPress.alt("q").typedCharacter == nil)
        #expect(KeyPress(.space).typedCharacter == nil)
        #expect(KeyPress.enter.typedCharacter == nil)
    }

    @Test("the shorthands name the key and the modifier they say")
    func shorthands() {
        #expect(KeyPress.ctrl("c") == KeyPress("c", modifiers: .control))
        #expect(KeyPress.alt("x") == KeyPress("x", modifiers: .option))
        #expect(KeyPress.function(1) == KeyPress(.f1))
        #expect(KeyPress.function(12) == KeyPress(.f12))
        #expect(KeyPress.backtab == KeyPress(.tab, modifiers: .shift))
    }

    @Test("a function key past F12 is no character and names itself")
    func functionKeyPastTwelve() {
        #expect(KeyPress.function(13).key.character == nil)
        #expect(KeyPress.function(13).description == "f13")
    }

    @Test(
        "a press reads as a script names it: modifiers, then the key; a character other than a letter or digit is quoted when alone",
        arguments: [
            (KeyPress.ctrl("c"), "ctrl-c"), (.backtab, "shift-tab"), (.enter, "enter"), (.pageDown, "pagedown"), (.f10, "f10"),
            (.character("q"), "q"), (.character("7"), "7"), (.character("é"), "é"), (.character("#"), "\"#\""), (.alt("/"), "alt-/"), (.ctrl("]"), "ctrl-]"),
            (KeyPress(.f12, modifiers: .all), "ctrl-alt-shift-f12"),
        ])
    func description(press: KeyPress, name: String) {
        #expect(press.description == name)
    }
}
