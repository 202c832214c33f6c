import JourneyTrace
import ScreenModel
import TerminalEmulator
import Testing

/// A trace keeps a screen's style runs in columns, the unit the emulator lays rows out
/// in, and reads a row back into the emulator's cells: wide characters take two
/// columns, a combining mark joins the character before it.
@Suite("Trace screens in columns")
struct TraceScreenColumnsTests {
    /// Wide characters (CJK, ✅), e with a combining acute, colours, bold and inverse.
    static let output =
        "\u{1B}[1m中文\u{1B}[0m ✅ \u{1B}[31mdone\u{1B}[0m\r\ncafe\u{301} \u{1B}[7me\u{301}té\u{1B}[0m \u{1B}[42;38;5;208m橙x\u{1B}[0m"

    @Test("a program's screen read back from its trace is the emulator's, cell by cell: text, style and colours")
    func cellsAreTheEmulators() {
        var emulator = Emulator(columns: 20, rows: 2)
        emulator.feed(Self.output)
        let screen = emulator.screen

        let trace = TraceScreen(screen)

        for y in 0..<screen.rows {
            let cells = trace.cells(row: y)
            #expect(cells.count == screen.columns)
            for (x, cell) in cells.enumerated() {
                let emulated = screen.cell(x: x, y: y)!
                #expect(cell.text == emulated.text, "row \(y), column \(x)")
                #expect(TraceScreen.color(code: cell.foreground) == emulated.foreground, "row \(y), column \(x)")
                #expect(TraceScreen.color(code: cell.background) == emulated.background, "row \(y), column \(x)")
                #expect((cell.style & TraceScreen.Style.bold != 0) == emulated.style.contains(.bold), "row \(y), column \(x)")
                #expect((cell.style & TraceScreen.Style.inverse != 0) == emulated.style.contains(.inverse), "row \(y), column \(x)")
            }
        }
    }

    @Test("style runs start and end at the emulator's columns, after wide characters and combining marks")
    func runsAreInColumns() throws {
        var emulator = Emulator(columns: 20, rows: 2)
        emulator.feed(Self.output)

        let runs = try #require(TraceScreen(emulator.screen).runs)

        #expect(runs.map { [$0.row, $0.start, $0.length] } == [[0, 0, 4], [0, 8, 4], [1, 5, 3], [1, 9, 3]])
    }

    @Test("a row's text lays out as the terminal prints it: two columns for a wide character, a mark joined to its base")
    func columnsOfText() {
        #expect(TraceScreen.columns(of: "中a✅e\u{301}") == ["中", "", "a", "✅", "", "e\u{301}"])
        #expect(TraceScreen.columns(of: "\u{301}b") == ["b"])
    }

    @Test("an app's screen keeps its runs in the grid's columns, a wide character counting two")
    func gridRunsAreInColumns() throws {
        var grid = TextGrid(size: Size(width: 12, height: 1))
        let all = Rect(x: 0, y: 0, width: 12, height: 1)
        grid.write("中文 ", at: Point(x: 0, y: 0), clip: all)
        grid.write("ok", at: Point(x: 5, y: 0), style: .bold, clip: all)

        let screen = TraceScreen(grid)

        #expect(screen.rows == ["中文 ok"])
        #expect(screen.runs == [TraceScreen.Run(row: 0, start: 5, length: 2, style: TraceScreen.Style.bold)])
        #expect(screen.cells(row: 0).map(\.text) == ["中", "", "文", "", " ", "o", "k", " ", " ", " ", " ", " "])
    }

    @Test("a screen drawn as text pads each row to its width in columns, not characters")
    func drawnTextIsPaddedInColumns() {
        let screen = TraceScreen(width: 6, height: 1, rows: ["中e\u{301}x"])

        let lines = TraceText.draw(screen, colours: false)

        #expect(lines == ["+------+", "|中e\u{301}x  |", "+------+"])
    }
}
