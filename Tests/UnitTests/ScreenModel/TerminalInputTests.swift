@testable import ScreenModel
import Testing

@Suite("Keys from the terminal")
struct TerminalInputTests {
    @Test(
        "control bytes and printable characters",
        arguments: [
            ([0x03], [.key(.ctrl("c"))]), ([0x14], [.key(.ctrl("t"))]), ([0x09], [.key(.tab)]), ([0x0D], [.key(.enter)]), ([0x0A], [.key(.enter)]),
            ([0x7F], [.key(.backspace)]), ([0x08], [.key(.backspace)]), (Array("ab".utf8), [.key(.character("a")), .key(.character("b"))]),
            (Array("é日".utf8), [.key(.character("é")), .key(.character("日"))]), (Array("😀".utf8), [.key(.character("😀"))]),
        ] as [([UInt8], [TerminalInput])])
    func plainBytes(bytes: [UInt8], events: [TerminalInput]) {
        #expect(TerminalInput.decode(bytes) == events)
    }

    @Test(
        "a terminal's bytes become keys, characters, Ctrl letters, function keys and mouse presses",
        arguments: [
            ([0x61, 0x09, 0x0D, 0x7F], [TerminalInput.key(.character("a")), .key(.tab), .key(.enter), .key(.backspace)]),
            ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x5A, 0x1B], [.key(.up), .key(.backtab), .key(.escape)]),
            ([0x05, 0x1D, 0x1B, 0x4F, 0x50, 0x1B, 0x5B, 0x36, 0x7E], [.key(.ctrl("e")), .key(.ctrl("]")), .key(.function(1)), .key(.pageDown)]),
            (Array("\u{1B}[<0;11;3M\u{1B}[<0;11;3m\u{1B}[<2;1;1M".utf8), [.click(Point(x: 10, y: 2), button: 0), .click(Point(x: 0, y: 0), button: 2)]),
            (Array("é".utf8), [.key(.character("é"))]),
        ] as [([UInt8], [TerminalInput])])
    func decodesInput(bytes: [UInt8], expected: [TerminalInput]) {
        #expect(TerminalInput.decode(bytes) == expected)
    }

    @Test(
        "escape sequences for the named keys",
        arguments: [
            ("\u{1B}[A", KeyPress.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left), ("\u{1B}OA", .up),
            ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[Z", .backtab),
            ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
            ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ] as [(String, KeyPress)])
    func namedKeys(sequence: String, key: KeyPress) {
        #expect(TerminalInput.decode(Array(sequence.utf8)) == [.key(key)])
    }

    @Test(
        "function keys as xterm and the Linux console send them",
        arguments: [
            ("\u{1B}OP", 1), ("\u{1B}OS", 4), ("\u{1B}[[A", 1), ("\u{1B}[[E", 5), ("\u{1B}[11~", 1), ("\u{1B}[15~", 5),
            ("\u{1B}[17~", 6), ("\u{1B}[21~", 10),
        ] as [(String, Int)])
    func functionKeys(sequence: String, number: Int) {
        #expect(TerminalInput.decode(Array(sequence.utf8)) == [.key(.function(number))])
    }

    @Test("a sequence ends where its final byte is: what follows is decoded on its own")
    func sequenceLength() {
        #expect(TerminalInput.decode(Array("\u{1B}[5~x\u{1B}[Ay".utf8)) == [.key(.pageUp), .key(.character("x")), .key(.up), .key(.character("y"))])
        #expect(TerminalInput.decode(Array("\u{1B}[15~z".utf8)) == [.key(.function(5)), .key(.character("z"))])
    }

    @Test("Esc alone, an unknown number, or a sequence cut short is Esc, and the rest is kept")
    func escapeAndBrokenSequences() {
        #expect(TerminalInput.decode([0x1B]) == [.key(.escape)])
        #expect(TerminalInput.decode(Array("\u{1B}\u{1B}".utf8)) == [.key(.escape), .key(.escape)])
        #expect(TerminalInput.decode(Array("\u{1B}[9~".utf8)) == [.key(.escape)])
        #expect(TerminalInput.decode(Array("\u{1B}[5".utf8)) == [.key(.escape), .key(.character("[")), .key(.character("5"))])
        #expect(TerminalInput.decode(Array("\u{1B}[123456789~".utf8)) == [.key(.escape)] + "[123456789~".unicodeScalars.map { .key(.character($0)) })
    }

    @Test(
        "Esc and a character in one read is Alt with it; Esc and [ or O is Alt only when nothing follows",
        arguments: [
            ("\u{1B}x", [TerminalInput.key(.alt("x"))]), ("\u{1B}é", [.key(.alt("é"))]), ("\u{1B}[", [.key(.alt("["))]),
            ("\u{1B}O", [.key(.alt("O"))]), ("\u{1B}xy", [.key(.alt("x")), .key(.character("y"))]),
            ("\u{1B}[2~", [.key(.insert)]),
        ] as [(String, [TerminalInput])])
    func altAndCharacter(sequence: String, expected: [TerminalInput]) {
        #expect(TerminalInput.decode(Array(sequence.utf8)) == expected)
    }

    @Test("a character cut short by the end of the read is dropped, not misread")
    func truncatedCharacter() {
        #expect(TerminalInput.decode([0xE6, 0x97]) == [])
        #expect(TerminalInput.decode([0xC3]) == [])
    }
}
