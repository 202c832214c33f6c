import Driver
import Testing

@Suite("Terminal keys and mouse encoding")
struct TerminalKeyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let key: KeyPress
        let applicationCursorKeys: Bool
        let bytes: String
        var testDescription: String { "\(key)\(applicationCursorKeys ? " in application cursor mode" : "")" }
    }

    static let cases: [Case] = [
        Case(key: .enter, applicationCursorKeys: false, bytes: "\r"),
        Case(key: .tab, applicationCursorKeys: false, bytes: "\t"),
        Case(key: .backtab, applicationCursorKeys: false, bytes: "\u{1B}[Z"),
        Case(key: .backspace, applicationCursorKeys: false, bytes: "\u{7F}"),
        Case(key: .escape, applicationCursorKeys: false, bytes: "\u{1B}"),
        Case(key: .up, applicationCursorKeys: false, bytes: "\u{1B}[A"),
        Case(key: .up, applicationCursorKeys: true, bytes: "\u{1B}OA"),
        Case(key: .down, applicationCursorKeys: true, bytes: "\u{1B}OB"),
        Case(key: .right, applicationCursorKeys: false, bytes: "\u{1B}[C"),
        Case(key: .left, applicationCursorKeys: true, bytes: "\u{1B}OD"),
        Case(key: .home, applicationCursorKeys: false, bytes: "\u{1B}[H"),
        Case(key: .end, applicationCursorKeys: true, bytes: "\u{1B}OF"),
        Case(key: .pageUp, applicationCursorKeys: false, bytes: "\u{1B}[5~"),
        Case(key: .pageDown, applicationCursorKeys: true, bytes: "\u{1B}[6~"),
        Case(key: .delete, applicationCursorKeys: false, bytes: "\u{1B}[3~"),
        Case(key: .insert, applicationCursorKeys: false, bytes: "\u{1B}[2~"),
        Case(key: .function(1), applicationCursorKeys: false, bytes: "\u{1B}OP"),
        Case(key: .function(5), applicationCursorKeys: false, bytes: "\u{1B}[15~"),
        Case(key: .f10, applicationCursorKeys: false, bytes: "\u{1B}[21~"),
        Case(key: .function(12), applicationCursorKeys: false, bytes: "\u{1B}[24~"),
        Case(key: .ctrl("c"), applicationCursorKeys: false, bytes: "\u{3}"),
        Case(key: .ctrl("R"), applicationCursorKeys: false, bytes: "\u{12}"),
        Case(key: .ctrl("["), applicationCursorKeys: false, bytes: "\u{1B}"),
        Case(key: .ctrl(" "), applicationCursorKeys: false, bytes: "\u{0}"),
        Case(key: .alt("x"), applicationCursorKeys: false, bytes: "\u{1B}x"),
        Case(key: .character("é"), applicationCursorKeys: false, bytes: "é"),
        Case(key: .space, applicationCursorKeys: false, bytes: " "),
    ]

    @Test("a key is sent as xterm sends it in the program's mode", arguments: cases)
    func encodes(_ example: Case) {
        var modes = TerminalModes()
        modes.applicationCursorKeys = example.applicationCursorKeys

        #expect(example.key.bytes(in: modes) == Array(example.bytes.utf8))
    }

    @Test("Enter sends CR LF in newline mode")
    func enterInNewlineMode() {
        var modes = TerminalModes()
        modes.newlineMode = true

        #expect(KeyPress.enter.bytes(in: modes) == [0x0D, 0x0A])
    }

    @Test(
        "keys without an encoding give none: past F12, Control with no control form, modifiers a terminal does not send",
        arguments: [
            KeyPress.function(13), .function(0), .ctrl("1"), .ctrl("é"), KeyPress(.enter, modifiers: .option), KeyPress("a", modifiers: .shift),
            KeyPress(.tab, modifiers: [.shift, .control]), KeyPress("x", modifiers: [.control, .option]), KeyPress(.f1, modifiers: .control),
        ])
    func noEncoding(_ key: KeyPress) {
        #expect(key.bytes(in: TerminalModes()) == nil)
    }
}
