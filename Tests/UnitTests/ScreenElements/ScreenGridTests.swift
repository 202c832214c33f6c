@testable import ScreenElements
import TerminalEmulator
import Testing

@Suite("ScreenGrid: the cells the recognisers read, and the text of a span of them")
struct ScreenGridTests {
    /// A grid of `input` on a fresh `columns` by `rows` emulator.
    static func grid(after input: String, columns: Int = 12, rows: Int = 2) -> ScreenGrid {
        var emulator = Emulator(columns: columns, rows: rows)
        emulator.feed(input)
        return ScreenGrid(emulator.screen)
    }

    @Test("a span's text is its cells' text: a wide character once, a letter with its marks, blanks as spaces")
    func spanText() {
        let grid = Self.grid(after: "a日e\u{301}本\u{308} z")

        #expect(grid.text(row: 0, from: 0, to: 12) == "a日e\u{301}本\u{308} z    ")
        #expect(grid.text(row: 0, from: 1, to: 3) == "日")
        #expect(grid.text(row: 0, from: 2, to: 4) == "e\u{301}")
        #expect(grid.text(row: 0, from: 3, to: 6) == "e\u{301}本\u{308}")
    }

    @Test("a span past either edge or on a row off the screen keeps to the screen; an empty or reversed span is no text")
    func spanEdges() {
        let grid = Self.grid(after: "abc\r\nxyz")

        #expect(grid.text(row: 1, from: -2, to: 2) == "xy")
        #expect(grid.text(row: 1, from: 10, to: 20) == "  ")
        #expect(grid.text(row: 2, from: 0, to: 3) == "")
        #expect(grid.text(row: -1, from: 0, to: 3) == "")
        #expect(grid.text(row: 0, from: 2, to: 2) == "")
        #expect(grid.text(row: 0, from: 2, to: 1) == "")
    }

    @Test("a blank cell is blank and the second column of a wide character is not; a cell off the screen is")
    func blankCells() {
        let grid = Self.grid(after: "日 a")

        #expect(!grid.isBlank(0, 0))
        #expect(!grid.isBlank(1, 0))
        #expect(grid.isBlank(2, 0))
        #expect(!grid.isBlank(3, 0))
        #expect(grid.isBlank(12, 0))
        #expect(grid.isBlank(0, 2))
        #expect(grid.scalar(0, 0) == "日")
        #expect(grid.scalar(1, 0) == " ")
    }

    @Test("a cell off the screen reads as a space: on the row under the last, after the last column, and before the first row or column")
    func scalarsOffTheScreen() {
        let grid = Self.grid(after: "abc\r\nxyz")

        #expect(grid.scalar(0, 1) == "x")
        #expect(grid.scalar(0, 2) == " ")
        #expect(grid.scalar(2, 2) == " ")
        #expect(grid.scalar(12, 1) == " ")
        #expect(grid.scalar(-1, 1) == " ")
        #expect(grid.scalar(0, -1) == " ")
    }
}
