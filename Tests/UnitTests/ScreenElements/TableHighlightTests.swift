import ScreenElements
import ScreenModel
import Testing

@Suite("Tables of several columns: a bold header over the cursor's row is no row, and a column painted apart is no highlight; near misses keep their rows")
struct TableHighlightTests {
    /// A row of Textual's demo `DataTable` as a 60-column true-colour terminal shows it:
    /// its first column (12 columns) on `first`, the rest on `rest`, light text, on a
    /// screen of `#1b1b1b` beyond.
    static func row(_ first: String, _ rest: String, first firstPaint: String, rest restPaint: String, firstBold: Bool = false, restBold: Bool = false) -> String {
        func run(_ text: String, width: Int, on paint: String, bold: Bool) -> String {
            "\u{1B}[\(bold ? "1;" : "")38;2;224;224;224;48;2;\(paint)m\(text)\(String(repeating: " ", count: width - text.count))\u{1B}[0m"
        }
        return run(" \(first)", width: 12, on: firstPaint, bold: firstBold) + run(" \(rest)", width: 44, on: restPaint, bold: restBold)
            + run("", width: 4, on: "27;27;27", bold: false)
    }

    static let header = "54;54;54", cursor = "101;101;101", fixed = "30;30;30", body = "39;39;39"

    /// The demo's table: a bold header, the cursor on the first row's first column (bold
    /// on its own paint), the first column of every other row painted apart from the rest.
    static let demoTable = [
        row("Date", "Title            Genre", first: header, rest: header, firstBold: true, restBold: true),
        row("1980-01-18", "The Fog          Horror", first: cursor, rest: body, firstBold: true),
        row("1980-02-15", "Coal Miner       Biography", first: fixed, rest: body),
        row("1980-03-07", "Little Miss      Comedy", first: fixed, rest: body),
    ]

    /// The tree read off a 60-column screen just tall enough for a blank line (a top line
    /// painted across would be a menu bar) then `rows`.
    static func tree(_ rows: [String]) -> ElementTree {
        let blank = "\u{1B}[48;2;27;27;27m\(String(repeating: " ", count: 60))\u{1B}[0m"
        return elements(after: ([blank] + rows).joined(separator: "\r\n"), columns: 60, rows: rows.count + 1)
    }

    @Test("in true colour, the header is text and only the row holding the cursor's cell is selected, though the first column of every row is painted apart")
    func demoTableInTrueColour() {
        let tree = Self.tree(Self.demoTable)

        #expect(tree.all(.cell).map(\.label) == ["1980-01-18", "1980-02-15", "1980-03-07"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, false])
        #expect(tree.all(.cell).first?.value == "The Fog Horror")
        #expect(tree.labels(.staticText).contains("Date"), "\(tree.root.dump())")
    }

    @Test("in 16 colours, a bold header on the cursor's colour over a row whose first column is the cursor is text, and that row is the one selected")
    func demoTableInSixteenColours() {
        func run(_ text: String, width: Int, _ attributes: String) -> String {
            "\u{1B}[\(attributes)m\(text)\(String(repeating: " ", count: width - text.count))\u{1B}[0m"
        }
        let plain = "97;40", cursor = "1;97;100"
        let tree = Self.tree([
            run(" Date        Title            Genre", width: 56, cursor) + run("", width: 4, plain),
            run(" 1980-01-18", width: 12, cursor) + run(" The Fog          Horror", width: 48, plain),
            run(" 1980-02-15  Coal Miner       Biography", width: 60, plain),
            run(" 1980-03-07  Little Miss      Comedy", width: 60, plain),
        ])

        #expect(tree.all(.cell).map(\.label) == ["1980-01-18", "1980-02-15", "1980-03-07"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, false])
    }

    @Test("a bold first row with no other row highlighted is a selected row, not a header (a menu's first item chosen)")
    func boldFirstRowAloneIsSelected() {
        let tree = Self.tree([
            Self.row("ssh", "Secure shell     on", first: Self.cursor, rest: Self.body, firstBold: true, restBold: true),
            Self.row("http", "Web server       off", first: Self.body, rest: Self.body),
            Self.row("ftp", "File transfer    off", first: Self.body, rest: Self.body),
        ])

        #expect(tree.all(.cell).map(\.label) == ["ssh", "http", "ftp"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, false])
    }

    @Test("a bold first row is kept as a row where a row below is wholly bold too")
    func boldFirstRowNearMisses() {
        let boldBelow = Self.tree([
            Self.row("Date", "Title            Genre", first: Self.header, rest: Self.header, firstBold: true, restBold: true),
            Self.row("1980-01-18", "The Fog          Horror", first: Self.cursor, rest: Self.cursor, firstBold: true, restBold: true),
            Self.row("1980-02-15", "Coal Miner       Biography", first: Self.body, rest: Self.body),
            Self.row("1980-03-07", "Little Miss      Comedy", first: Self.body, rest: Self.body),
        ])

        #expect(boldBelow.all(.cell).map(\.label) == ["Date", "1980-01-18", "1980-02-15", "1980-03-07"], "\(boldBelow.root.dump())")
    }

    @Test("where the rows differ in more than one column's paint from most rows, judging by columns leaves every such row highlighted, not fewer")
    func columnJudgingKeepsRowsThatStandOut() {
        let tree = Self.tree([
            Self.row("apple", "red              sweet", first: Self.cursor, rest: Self.body),
            Self.row("banana", "yellow           sweet", first: Self.fixed, rest: Self.body),
            Self.row("cherry", "red              sour", first: Self.fixed, rest: Self.cursor),
            Self.row("damson", "purple           sour", first: Self.fixed, rest: Self.body),
        ])

        #expect(tree.all(.cell).map(\.label) == ["apple", "banana", "cherry", "damson"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, true, false])
    }
}
