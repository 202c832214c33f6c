import TerminalEmulator
import Testing

@Suite("TerminalScreen: reading text, finding it, styles and pictures")
struct ScreenReadingTests {
    @Test("text joins the rows and drops trailing blank rows and spaces")
    func text() {
        #expect(screen(after: "a  \r\n\r\n c").text == "a\n\n c")
    }

    @Test("find gives every row and column where the text is")
    func findsText() {
        let matches = screen(after: "ab ab\r\n  ab", columns: 10, rows: 3).find("ab")

        #expect(matches.map { [$0.y, $0.x] } == [[0, 0], [0, 3], [1, 2]])
    }

    @Test("columns of a match count wide characters as two")
    func matchColumnsAfterWide() throws {
        let match = try #require(screen(after: "日本 go").find("go").first)

        #expect(match.x == 5)
        #expect(match.width == 2)
    }

    @Test("text after box-drawing characters and middle dots on the same row is found, at its column")
    func findsTextAfterSymbols() throws {
        let row = " ● REC 1 step │ ^] then: e expect · p pause · d save │ started less lines.txt"

        let match = try #require(screen(after: row, columns: 80, rows: 2).find("started less lines.txt").first)

        #expect(match.x == 55)
        #expect(match.y == 0)
    }

    @Test("a regular expression match says where it is, with its text")
    func regexMatch() throws {
        let screen = screen(after: "\r\nTotal: 42 items", columns: 20, rows: 3)

        let match = try #require(screen.firstMatch(of: /\d+ items/))

        #expect(match == ScreenMatch(text: "42 items", y: 1, x: 7, width: 8))
        #expect(match.description == "\"42 items\" at row 1, columns 7–14")
    }

    @Test("contains looks within rows, not across them")
    func containsWithinRows() {
        let screen = screen(after: "abcdefghijkl")

        #expect(screen.contains("ghij"))
        #expect(!screen.contains("jk"))
    }

    @Test("style runs cut a row where its attributes change")
    func styleRuns() {
        let screen = screen(after: "Find: \(esc)[7mneedle\(esc)[27m here", columns: 20, rows: 2)

        #expect(
            screen.styleRuns(row: 0) == [
                StyleRun(y: 0, x: 0, text: "Find: ", attributes: .plain),
                StyleRun(y: 0, x: 6, text: "needle", attributes: Attributes(style: .inverse)),
                StyleRun(y: 0, x: 12, text: " here", attributes: .plain),
            ])
    }

    @Test("the style summary lists each row's runs and leaves out blank rows")
    func styleSummary() {
        let screen = screen(after: "\(esc)[1;31mError\(esc)[m: \"x\"\r\n\r\n\(esc)[44m \(esc)[m", columns: 20, rows: 12)

        #expect(
            screen.styleSummary == """
                 0 | bold fg:red "Error" | plain ": \\"x\\""
                 2 | bg:blue " "
                """)
    }

    @Test("the framed text shows the screen's edges and blank rows")
    func framed() {
        #expect(screen(after: "hi", columns: 4, rows: 2).framed == "+----+\n|hi  |\n|    |\n+----+")
    }

    @Test("an SVG picture holds the text, its colours and backgrounds, and needs nothing else")
    func svg() {
        let svg = screen(after: "\(esc)[31mred\(esc)[m \(esc)[48;2;0;0;255m<&>\(esc)[m", columns: 10, rows: 2).svg()

        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("fill=\"#cd0000\""))
        #expect(svg.contains("<rect x=\"44\" y=\"8\" width=\"27\" height=\"18\" fill=\"#0000ff\"/>"))
        #expect(svg.contains("&lt;</tspan>") && svg.contains("&amp;</tspan>"))
        #expect(!svg.contains("href") && !svg.contains("<image"))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}

@Suite("Emulator: resizing")
struct ResizeTests {
    @Test("growing pads with blank cells and keeps the text")
    func grows() {
        var emulator = Emulator(columns: 4, rows: 2)
        emulator.feed("abcd\r\nef")

        emulator.resize(columns: 6, rows: 3)

        #expect(emulator.screen.lines == ["abcd", "ef", ""])
        #expect(emulator.screen.columns == 6 && emulator.screen.rows == 3)
    }

    @Test("narrowing cuts lines on the right")
    func narrows() {
        var emulator = Emulator(columns: 6, rows: 2)
        emulator.feed("abcdef")

        emulator.resize(columns: 3, rows: 2)

        #expect(emulator.screen.lines == ["abc", ""])
        #expect(emulator.screen.cursor.x == 2)
    }

    @Test("widening sets a tab stop every 8 columns in the new columns, as a new terminal has")
    func widenedTabStops() {
        var emulator = Emulator(columns: 10, rows: 2)

        emulator.resize(columns: 30, rows: 2)
        emulator.feed("\t\t\tX")

        #expect(emulator.screen.lines[0] == String(repeating: " ", count: 24) + "X")
        #expect(emulator.screen.cursor.x == 25)
    }

    @Test("narrowing through a wide character blanks the half left at the new edge")
    func narrowsThroughWideCharacter() {
        var emulator = Emulator(columns: 4, rows: 2)
        emulator.feed("a日b")

        emulator.resize(columns: 2, rows: 2)

        #expect(emulator.screen.lines == ["a", ""])
    }

    @Test("shortening keeps the cursor's line in view, moving lines above to the scrollback")
    func shortens() {
        var emulator = Emulator(columns: 4, rows: 4)
        emulator.feed("1\r\n2\r\n3\r\n4")

        emulator.resize(columns: 4, rows: 2)

        #expect(emulator.screen.lines == ["3", "4"])
        #expect(emulator.screen.scrollback == ["1", "2"])
        #expect(emulator.screen.cursor.y == 1)
    }

    @Test("a cursor saved below the bottom of a screen that has since shortened is restored to its last row")
    func restoresCursorSavedBelow() {
        var emulator = Emulator(columns: 4, rows: 4)
        emulator.feed("\(esc)[4;1H\(esc)7")

        emulator.resize(columns: 4, rows: 2)
        emulator.feed("\(esc)[1;3H\(esc)8X")

        #expect(emulator.screen.lines == ["", "X"])
        #expect(emulator.screen.cursor == Cursor(x: 1, y: 1))
    }

    @Test("the scroll region becomes the whole screen")
    func resetsRegion() {
        var emulator = Emulator(columns: 4, rows: 4)
        emulator.feed("\(esc)[1;2r")

        emulator.resize(columns: 4, rows: 3)
        emulator.feed("\(esc)[3;1H\nX")

        #expect(emulator.screen.lines == ["", "", "X"])
    }

    @Test("a size below one cell, at creation or by a resize, is one cell: the screen is never empty")
    func sizeAtLeastOneCell() {
        var created = Emulator(columns: 0, rows: -3)
        created.feed("ab")

        #expect(created.screen.columns == 1 && created.screen.rows == 1)
        #expect(created.screen.lines == ["b"])

        var resized = Emulator(columns: 4, rows: 2)
        resized.resize(columns: 0, rows: 0)
        resized.feed("cd")

        #expect(resized.screen.columns == 1 && resized.screen.rows == 1)
        #expect(resized.screen.lines == ["d"])
    }
}
