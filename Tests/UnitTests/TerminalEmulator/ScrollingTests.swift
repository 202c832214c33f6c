import TerminalEmulator
import Testing

@Suite("Emulator: scrolling, regions and scrollback")
struct ScrollingTests {
    static let cases: [SequenceCase] = [
        SequenceCase("LF on the last row scrolls up", "a\r\nb\r\nc\r\nd\r\ne", ["b", "c", "d", "e"]),
        SequenceCase("printing past the last column wraps", "abcdefghijkl", ["abcdefghij", "kl", "", ""]),
        SequenceCase("a full last line wraps only at the next character", "abcdefghij\r\nX", ["abcdefghij", "X", "", ""]),
        SequenceCase("IND scrolls at the bottom", "a\(esc)[4;2H\(esc)Db", ["", "", "", " b"]),
        SequenceCase("NEL is CR LF", "ab\(esc)Ec", ["ab", "c", "", ""]),
        SequenceCase("RI on the top row scrolls down", "a\r\nb\(esc)[1;1H\(esc)MX", ["X", "a", "b", ""]),
        SequenceCase(
            "LF at a region's bottom scrolls only the region",
            "1\r\n2\r\n3\r\n4\(esc)[2;3r\(esc)[3;1H\nX", ["1", "3", "X", "4"]),
        SequenceCase("RI at a region's top scrolls only the region", "1\r\n2\r\n3\r\n4\(esc)[2;3r\(esc)[2;1H\(esc)MX", ["1", "X", "2", "4"]),
        SequenceCase("SU scrolls the region up", "1\r\n2\r\n3\r\n4\(esc)[2S", ["3", "4", "", ""]),
        SequenceCase("SD scrolls the region down", "1\r\n2\r\n3\r\n4\(esc)[T", ["", "1", "2", "3"]),
        SequenceCase(
            "IL inside a region pushes lines out of its bottom only",
            "1\r\n2\r\n3\r\n4\(esc)[1;3r\(esc)[1;1H\(esc)[L", ["", "1", "2", "4"]),
        SequenceCase("DECSTBM homes the cursor", "abc\(esc)[2;3rX", ["Xbc", "", "", ""]),
        SequenceCase("an inverted region is ignored", "1\r\n2\r\n3\r\n4\(esc)[3;2r\nX", ["2", "3", "4", " X"]),
    ]

    @Test("scrolling behaves as xterm's", arguments: cases)
    func scrolls(_ example: SequenceCase) {
        #expect(screen(after: example.input).lines == example.lines)
    }

    @Test("lines scrolled off the top go to the scrollback, oldest first")
    func scrollbackKeepsLines() {
        let screen = screen(after: "1\r\n2\r\n3\r\n4\r\n5\r\n6")

        #expect(screen.scrollback == ["1", "2"])
        #expect(screen.lines == ["3", "4", "5", "6"])
    }

    @Test("the scrollback keeps only its limit, dropping the oldest")
    func scrollbackIsBounded() {
        var emulator = Emulator(columns: 10, rows: 2, scrollbackLimit: 3)

        for line in 0..<100 { emulator.feed("\(line)\r\n") }

        #expect(emulator.screen.scrollback == ["96", "97", "98"])
    }

    @Test("a full scrollback gives its oldest line back as the new blank bottom line, in the current background, leaving the kept lines intact")
    func fullScrollbackRecyclesLines() throws {
        var emulator = Emulator(columns: 4, rows: 2, scrollbackLimit: 2)
        for line in 0..<6 { emulator.feed("L\(line)\r\n") }

        emulator.feed("\(esc)[44m\r\n")

        let screen = emulator.screen
        #expect(screen.scrollback == ["L4", "L5"])
        #expect(screen.lines == ["", ""])
        #expect(try #require(screen.cell(x: 3, y: 1)).background == .blue)
        #expect(try #require(screen.cell(x: 0, y: 0)).background == .default)
    }

    @Test("a scroll region below the top keeps nothing in the scrollback")
    func regionDoesNotFeedScrollback() {
        let screen = screen(after: "\(esc)[2;4r\(esc)[4;1H1\n2\n3\n4")

        #expect(screen.scrollback.isEmpty)
    }

    @Test("ED 3 clears the scrollback")
    func eraseScrollback() {
        #expect(screen(after: "1\r\n2\r\n3\r\n4\r\n5\r\n6\(esc)[3J").scrollback.isEmpty)
    }

    @Test("a wrapped row says it continues on the next")
    func wrappedRows() {
        let screen = screen(after: "abcdefghijkl\r\nx")

        #expect(screen.isWrapped(row: 0))
        #expect(!screen.isWrapped(row: 1))
    }

    @Test("erasing a wrapped row to its end ends the wrap; erasing short of its end keeps it")
    func erasingAWrappedRow() {
        let wrapped = "abcdefghijkl\r\nx\(esc)[1;1H"
        #expect(screen(after: wrapped + "\(esc)[K").isWrapped(row: 0) == false)
        #expect(screen(after: wrapped + "\(esc)[3X").isWrapped(row: 0))
        #expect(screen(after: wrapped + "\(esc)[1K").isWrapped(row: 0))
    }
}

@Suite("Emulator: the alternate screen")
struct AlternateScreenTests {
    @Test("1049 switches to a blank alternate screen and back to the main one, cursor restored")
    func mode1049() {
        var emulator = Emulator(columns: 10, rows: 3)
        emulator.feed("shell$ ")

        emulator.feed("\(esc)[?1049h\(esc)[2;2Hfull")
        let alternate = emulator.screen
        emulator.feed("\(esc)[?1049l")
        let main = emulator.screen

        #expect(alternate.isAlternateScreen)
        #expect(alternate.lines == ["", " full", ""])
        #expect(!main.isAlternateScreen)
        #expect(main.lines == ["shell$", "", ""])
        #expect(main.cursor.x == 7 && main.cursor.y == 0)
    }

    @Test("47 switches screens without clearing or moving the cursor")
    func mode47() {
        let screen = screen(after: "ab\(esc)[?47hX\(esc)[?47l")

        #expect(screen.lines[0] == "ab")
        #expect(screen.cursor.x == 3)
    }

    @Test("1047 clears the alternate screen when leaving it")
    func mode1047() {
        var emulator = Emulator(columns: 10, rows: 3)
        emulator.feed("\(esc)[?1047hold\(esc)[?1047l\(esc)[?1047h")

        #expect(emulator.screen.lines == ["", "", ""])
    }

    @Test("47 and 1047 enter the alternate screen as it was left: what 47 left there shows again, under either")
    func enteringKeepsTheAlternateScreen() {
        for enter in ["\(esc)[?47h", "\(esc)[?1047h"] {
            var emulator = Emulator(columns: 10, rows: 3)
            emulator.feed("\(esc)[?47hkept\(esc)[?47l" + enter)

            #expect(emulator.screen.isAlternateScreen)
            #expect(emulator.screen.lines[0] == "kept", "\(enter.debugDescription)")
        }
    }

    @Test("lines scrolled on the alternate screen do not reach the scrollback")
    func alternateHasNoScrollback() {
        let screen = screen(after: "\(esc)[?1049h1\r\n2\r\n3\r\n4\r\n5\r\n6")

        #expect(screen.scrollback.isEmpty)
    }
}
