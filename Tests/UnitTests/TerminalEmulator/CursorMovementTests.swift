import TerminalEmulator
import Testing

@Suite("Emulator: cursor movement")
struct CursorMovementTests {
    static let cases: [SequenceCase] = [
        SequenceCase("CUP moves to a 1-based row and column", "\(esc)[3;5HX", ["", "", "    X", ""], cursor: (5, 2)),
        SequenceCase("CUP with no parameters homes the cursor", "abc\(esc)[HX", ["Xbc", "", "", ""], cursor: (1, 0)),
        SequenceCase("HVP is CUP", "\(esc)[2;2fX", ["", " X", "", ""], cursor: (2, 1)),
        SequenceCase("CUP clamps to the screen", "\(esc)[99;99HX", ["", "", "", "         X"], cursor: (9, 3)),
        SequenceCase("CUU moves up, stopping at the top", "\(esc)[3;1H\(esc)[5AX", ["X", "", "", ""], cursor: (1, 0)),
        SequenceCase("CUD moves down by its count", "\(esc)[2BX", ["", "", "X", ""], cursor: (1, 2)),
        SequenceCase("CUF moves right, stopping at the edge", "\(esc)[20CX", ["         X", "", "", ""], cursor: (9, 0)),
        SequenceCase("CUB moves left, stopping at the edge", "abc\(esc)[2DX", ["aXc", "", "", ""], cursor: (2, 0)),
        SequenceCase("CNL goes down to the start of a line", "abc\(esc)[EX", ["abc", "X", "", ""], cursor: (1, 1)),
        SequenceCase("CPL goes up to the start of a line", "\(esc)[3;4H\(esc)[1FX", ["", "X", "", ""], cursor: (1, 1)),
        SequenceCase("CHA moves to a column", "abcdef\(esc)[3GX", ["abXdef", "", "", ""], cursor: (3, 0)),
        SequenceCase("VPA moves to a row keeping the column", "ab\(esc)[3dX", ["ab", "", "  X", ""], cursor: (3, 2)),
        SequenceCase("a zero count moves one", "\(esc)[3;3H\(esc)[0AX", ["", "  X", "", ""], cursor: (3, 1)),
        SequenceCase("CR returns to the first column", "abc\rX", ["Xbc", "", "", ""], cursor: (1, 0)),
        SequenceCase("LF moves down keeping the column", "ab\nX", ["ab", "  X", "", ""], cursor: (3, 1)),
        SequenceCase("BS moves back one", "abc\u{8}X", ["abX", "", "", ""], cursor: (3, 0)),
        SequenceCase("BS stops at the first column", "\u{8}\u{8}X", ["X", "", "", ""], cursor: (1, 0)),
        SequenceCase("HT goes to the next multiple of 8", "a\tX", ["a       X", "", "", ""], cursor: (9, 0)),
        SequenceCase("HT stops at the last column", "\t\t\tX", ["         X", "", "", ""], cursor: (9, 0)),
        SequenceCase("CBT goes back a tab stop", "\t\t\(esc)[ZX", ["        X", "", "", ""], cursor: (9, 0)),
        SequenceCase("HTS sets a tab stop", "\(esc)[3G\(esc)H\r\tX", ["  X", "", "", ""], cursor: (3, 0)),
        SequenceCase("TBC 3 clears every tab stop", "\(esc)[3g\tX", ["         X", "", "", ""], cursor: (9, 0)),
        SequenceCase("DECSC and DECRC save and restore the position", "ab\(esc)7\(esc)[3;3Hc\(esc)8X", ["abX", "", "  c", ""], cursor: (3, 0)),
        SequenceCase("SCOSC and SCORC save and restore the position", "ab\(esc)[s\(esc)[3;3Hc\(esc)[uX", ["abX", "", "  c", ""], cursor: (3, 0)),
        SequenceCase("DECRC with nothing saved homes the cursor", "abc\(esc)8X", ["Xbc", "", "", ""], cursor: (1, 0)),
        SequenceCase("DECRC with nothing saved turns origin mode off", "\(esc)[2;3r\(esc)[?6h\(esc)8\(esc)[1;1HX", ["X", "", "", ""], cursor: (1, 0)),
    ]

    @Test("a sequence moves the cursor where xterm would", arguments: cases)
    func movesCursor(_ example: SequenceCase) throws {
        let screen = screen(after: example.input)

        #expect(screen.lines == example.lines)
        let cursor = try #require(example.cursor)
        #expect(screen.cursor.x == cursor.x && screen.cursor.y == cursor.y)
    }

    @Test("the cursor starts visible at the top left")
    func startsHome() {
        let screen = screen(after: "")

        #expect(screen.cursor == Cursor(x: 0, y: 0, isVisible: true))
    }

    @Test("DECTCEM hides and shows the cursor", arguments: [("\(esc)[?25l", false), ("\(esc)[?25l\(esc)[?25h", true)])
    func cursorVisibility(input: String, visible: Bool) {
        #expect(screen(after: input).cursor.isVisible == visible)
    }
}
