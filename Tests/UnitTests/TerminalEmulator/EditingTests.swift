import TerminalEmulator
import Testing

@Suite("Emulator: erasing, inserting and deleting")
struct EditingTests {
    static let fill = "abcdefghij" + "klmnopqrst" + "uvwxyz0123" + "456789ABCD"

    static let cases: [SequenceCase] = [
        SequenceCase("ED 0 erases from the cursor to the end", fill + "\(esc)[2;3H\(esc)[J", ["abcdefghij", "kl", "", ""]),
        SequenceCase("ED 1 erases from the start to the cursor", fill + "\(esc)[2;3H\(esc)[1J", ["", "   nopqrst", "uvwxyz0123", "456789ABCD"]),
        SequenceCase("ED 2 erases the whole screen", fill + "\(esc)[2;3H\(esc)[2J", ["", "", "", ""]),
        SequenceCase("EL 0 erases to the end of the line", fill + "\(esc)[2;3H\(esc)[K", ["abcdefghij", "kl", "uvwxyz0123", "456789ABCD"]),
        SequenceCase("EL 1 erases to the cursor, inclusive", fill + "\(esc)[2;3H\(esc)[1K", ["abcdefghij", "   nopqrst", "uvwxyz0123", "456789ABCD"]),
        SequenceCase("EL 2 erases the line", fill + "\(esc)[2;3H\(esc)[2K", ["abcdefghij", "", "uvwxyz0123", "456789ABCD"]),
        SequenceCase("ECH blanks characters without moving the rest", "abcdef\(esc)[2G\(esc)[3X", ["a   ef", "", "", ""]),
        SequenceCase("ICH pushes the rest of the line right", "abcdef\(esc)[2G\(esc)[2@", ["a  bcdef", "", "", ""]),
        SequenceCase("ICH loses what passes the right edge", "abcdefghij\(esc)[1G\(esc)[3@", ["   abcdefg", "", "", ""]),
        SequenceCase("DCH pulls the rest of the line left", "abcdef\(esc)[2G\(esc)[2P", ["adef", "", "", ""]),
        SequenceCase("IL inserts blank lines at the cursor", "a\r\nb\r\nc\r\nd\(esc)[2;1H\(esc)[L", ["a", "", "b", "c"]),
        SequenceCase("DL deletes lines at the cursor", "a\r\nb\r\nc\r\nd\(esc)[2;1H\(esc)[2M", ["a", "d", "", ""]),
        SequenceCase("insert mode pushes characters right as they are printed", "abc\r\(esc)[4hXY\(esc)[4lZ", ["XYZbc", "", "", ""]),
        SequenceCase("REP repeats the last character", "ab\(esc)[3b", ["abbbb", "", "", ""]),
        SequenceCase("DECALN fills the screen with E", "\(esc)#8", ["EEEEEEEEEE", "EEEEEEEEEE", "EEEEEEEEEE", "EEEEEEEEEE"]),
        SequenceCase("DECALN makes the whole screen the scroll region", "\(esc)[2;3r\(esc)#8\(esc)[4;1H\nX", ["EEEEEEEEEE", "EEEEEEEEEE", "EEEEEEEEEE", "X"]),
        SequenceCase("an edit beside wide characters leaves them whole", "日本abc\(esc)[6G\(esc)[P", ["日本ac", "", "", ""]),
        SequenceCase("DCH on a wide character's second half blanks the first, left alone", "a日bc\(esc)[3G\(esc)[P", ["a bc", "", "", ""]),
        SequenceCase("ICH between a wide character's halves blanks both", "a日bc\(esc)[3G\(esc)[@", ["a   bc", "", "", ""]),
        SequenceCase("DECALN homes the cursor", "\(esc)[3;5H\(esc)#8X", ["XEEEEEEEEE", "EEEEEEEEEE", "EEEEEEEEEE", "EEEEEEEEEE"]),
        SequenceCase("EL at a full line's end leaves no wrap pending", "abcdefghij\(esc)[KX", ["abcdefghiX", "", "", ""]),
    ]

    @Test("an editing sequence changes the screen as xterm's would", arguments: cases)
    func edits(_ example: SequenceCase) {
        #expect(screen(after: example.input).lines == example.lines)
    }

    @Test("erasing keeps the current background colour (xterm's background colour erase)")
    func eraseKeepsBackground() throws {
        let screen = screen(after: "\(esc)[44m\(esc)[2J")

        let cell = try #require(screen.cell(x: 5, y: 2))
        #expect(cell.background == .blue)
        #expect(cell.text == " ")
    }

    @Test("erasing does not move the cursor")
    func eraseKeepsCursor() {
        let screen = screen(after: "abc\(esc)[2J")

        #expect(screen.cursor.x == 3 && screen.cursor.y == 0)
    }
}
