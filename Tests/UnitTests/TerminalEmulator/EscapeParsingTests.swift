import TerminalEmulator
import Testing

@Suite("Emulator: the parser")
struct EscapeParsingTests {
    static let skipped: [SequenceCase] = [
        SequenceCase("an unknown CSI sequence", "a\(esc)[12;34yb", ["ab"]),
        SequenceCase("an unknown private CSI sequence", "a\(esc)[?999;1zb", ["ab"]),
        SequenceCase("a CSI sequence with intermediates", "a\(esc)[1 qb", ["ab"]),
        SequenceCase("a CSI sequence with a marker in the middle goes to ignore", "a\(esc)[1?2Hb", ["ab"]),
        SequenceCase("an unknown escape", "a\(esc)Yb", ["ab"]),
        SequenceCase("an escape with intermediates", "a\(esc)#3b", ["ab"]),
        SequenceCase("a DCS string up to ST", "a\(esc)P+q544e\(esc)\\b", ["ab"]),
        SequenceCase("an APC string up to ST", "a\(esc)_kitty stuff\(esc)\\b", ["ab"]),
        SequenceCase("a PM string up to ST", "a\(esc)^private\(esc)\\b", ["ab"]),
        SequenceCase("an OSC string ended by BEL", "a\(esc)]8;;http://x\u{7}b", ["ab"]),
        SequenceCase("an OSC string ended by ST", "a\(esc)]52;c;aGk=\(esc)\\b", ["ab"]),
        SequenceCase("CAN cancels a sequence", "a\(esc)[12\u{18}b", ["ab"]),
        SequenceCase("SUB cancels a sequence", "a\(esc)[12\u{1A}b", ["ab"]),
        SequenceCase("ESC restarts a sequence", "a\(esc)[12\(esc)[Cb", ["a b"]),
        SequenceCase("a control inside CSI is carried out", "ab\(esc)[\u{8}2Cc", ["ab c"]),
        SequenceCase("DEL is ignored", "a\u{7F}b", ["ab"]),
        SequenceCase("DEL inside an escape sequence is ignored", "a\(esc)\u{7F}[2Cb", ["a  b"]),
        SequenceCase("NUL is ignored", "a\u{0}b", ["ab"]),
        SequenceCase("BEL is not printed", "a\u{7}b", ["ab"]),
    ]

    @Test("what the emulator does not show is skipped without a trace", arguments: skipped)
    func skips(_ example: SequenceCase) {
        #expect(screen(after: example.input, rows: 1).lines == example.lines)
    }

    @Test("a sequence split at every byte gives the same screen as whole")
    func splitAnywhere() {
        let input = "\(esc)[1;31mred\(esc)[0m \(esc)]0;title\u{7}日本\(esc)[2;3H\(esc)(0qx\(esc)(B\(esc)[?1049h\(esc)[?1049l"
        var whole = Emulator(columns: 20, rows: 4)
        whole.feed(input)
        var split = Emulator(columns: 20, rows: 4)

        for byte in Array(input.utf8) { split.feed([byte]) }

        #expect(split.screen.lines == whole.screen.lines)
        #expect(split.screen.title == whole.screen.title)
        #expect(split.screen.cursor == whole.screen.cursor)
        #expect(split.screen.styleSummary == whole.screen.styleSummary)
    }

    @Test(
        "OSC 0 and 2 set the title; OSC 1 does not",
        arguments: [
            ("\(esc)]0;vim: notes.txt\u{7}", "vim: notes.txt"), ("\(esc)]2;top\(esc)\\", "top"), ("\(esc)]1;icon\u{7}", ""),
            ("\(esc)]2;ünïcødé\u{7}", "ünïcødé"),
        ])
    func title(input: String, title: String) {
        #expect(screen(after: input).title == title)
    }

    @Test("the title stack pushes and pops (XTWINOPS 22 and 23)")
    func titleStack() {
        #expect(screen(after: "\(esc)]2;one\u{7}\(esc)[22t\(esc)]2;two\u{7}\(esc)[23t").title == "one")
    }

    @Test("the title stack holds ten titles: an eleventh push is dropped, so pops give back the tenth, then the ninth, down to the first and no further")
    func titleStackDepth() {
        let pushes = (1...11).map { "\(esc)]2;t\($0)\u{7}\(esc)[22t" }.joined()
        func title(afterPops count: Int) -> String {
            screen(after: pushes + "\(esc)]2;now\u{7}" + String(repeating: "\(esc)[23t", count: count)).title
        }

        #expect(title(afterPops: 1) == "t10")
        #expect(title(afterPops: 2) == "t9")
        #expect(title(afterPops: 10) == "t1")
        #expect(title(afterPops: 11) == "t1", "a pop of an empty stack leaves the title")
    }

    @Test("DEC Special Graphics draws lines, and ESC ( B goes back to ASCII")
    func lineDrawing() {
        let screen = screen(after: "\(esc)(0lqqk\r\nx  x\r\nmqqj\(esc)(Bq")

        #expect(screen.lines == ["┌──┐", "│  │", "└──┘q", ""])
    }

    @Test("SO and SI switch to G1 and back")
    func shiftOutIn() {
        #expect(screen(after: "\(esc))0a\u{E}q\u{F}q").lines[0] == "a─q")
    }

    @Test("a full reset clears the screen, modes and title")
    func fullReset() {
        let screen = screen(after: "abc\(esc)]2;t\u{7}\(esc)[?1h\(esc)[31m\(esc)c")

        #expect(screen.lines == ["", "", "", ""])
        #expect(screen.title == "")
        #expect(!screen.modes.applicationCursorKeys)
        #expect(screen.cursor.x == 0 && screen.cursor.y == 0)
    }
}

@Suite("Emulator: bounded memory")
struct BoundsTests {
    @Test("a huge parameter is clamped, not overflowed")
    func hugeParameter() {
        let screen = screen(after: "\(esc)[99999999999999999999999999999;99999999999999999999CX")

        #expect(screen.cursor.x == 9)
    }

    @Test("thousands of parameters are read without growing")
    func manyParameters() {
        let screen = screen(after: "\(esc)[" + String(repeating: "1;", count: 10_000) + "mX")

        #expect(screen.lines[0] == "X")
    }

    @Test("an endless OSC string is cut, and the title stays short")
    func endlessOSC() {
        let screen = screen(after: "\(esc)]2;" + String(repeating: "t", count: 100_000) + "\u{7}")

        #expect(screen.title.count < 5_000)
    }

    @Test("endless combining marks keep only a few per character")
    func endlessCombiningMarks() throws {
        let screen = screen(after: "e" + String(repeating: "\u{301}", count: 10_000))

        #expect(try #require(screen.cell(x: 0, y: 0)).text.unicodeScalars.count <= 8)
    }

    @Test("a huge size is clamped", arguments: [(0, 0, 1, 1), (100_000, 3, Emulator.maximumDimension, 3)])
    func clampedSize(columns: Int, rows: Int, expectedColumns: Int, expectedRows: Int) {
        let emulator = Emulator(columns: columns, rows: rows)

        #expect(emulator.columns == expectedColumns && emulator.rows == expectedRows)
    }
}
