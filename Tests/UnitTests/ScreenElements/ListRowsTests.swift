import ScreenElements
import ScreenModel
import Testing

@Suite("Lists of one column: a heading over them is no item, and an item the highlight spans over two rows is one cell; near misses stay text")
struct ListRowsTests {
    /// Rows Textual drew on a 60-column real terminal for the adapter's `panels` example,
    /// in the colours the terminal read (bright white on black, the highlight bright black).
    enum Drawn {
        static let pad53 = String(repeating: " ", count: 53)
        /// A `DataTable`'s header: bold on the highlight's colour.
        static let itemHeader = "\u{1B}[1;97;100m item  \u{1B}[0;97;40m\(pad53)\u{1B}[0m"
        /// The table's cursor row, drawn on two lines, both on the highlight.
        static let tallRow = ["\u{1B}[97;100m tall  \u{1B}[0;97;40m\(pad53)\u{1B}[0m", "\u{1B}[97;100m row   \u{1B}[0;97;40m\(pad53)\u{1B}[0m"]
        /// A row at rest.
        static let shortRow = "\u{1B}[97;40m short\(String(repeating: " ", count: 54))\u{1B}[0m"
        /// The sorted table: its header, its cursor row, a row at rest.
        static let fruit = [
            "\u{1B}[1;97;100m name  \u{1B}[0;97;40m\(pad53)\u{1B}[0m", "\u{1B}[97;100m apple \u{1B}[0;97;40m\(pad53)\u{1B}[0m",
            "\u{1B}[97;40m pear\(String(repeating: " ", count: 55))\u{1B}[0m",
        ]
        /// A link over a `ListView`: underlined, then the list's highlighted first item
        /// across the list's width, then two items at rest.
        static let linkOverList = [
            "\u{1B}[4;37;40mExample \u{1B}[0;97;40m[NEW!]\u{1B}[0;40m\(String(repeating: " ", count: 46))\u{1B}[0m",
            "\u{1B}[97;100mhall\(String(repeating: " ", count: 54))\u{1B}[0m", "\u{1B}[97;40mkitchen\(String(repeating: " ", count: 51))\u{1B}[0m",
            "\u{1B}[97;40mattic\(String(repeating: " ", count: 53))\u{1B}[0m",
        ]
    }

    /// Rows the same example drew on a true-colour terminal: the screen #121212, each
    /// list on a panel of its own (#1e1e1e), its highlight #333333.
    enum TrueColour {
        static func row(_ text: String, on background: String, bold: Bool = false, width: Int = 60) -> String {
            "\u{1B}[\(bold ? "1;" : "")38;2;224;224;224;48;2;\(background)m\(text)\(String(repeating: " ", count: width - text.count))\u{1B}[0m"
        }
        static let screen = "18;18;18", panel = "30;30;30", highlight = "51;51;51"
        /// A `ListView` with its first item highlighted, and a label under it on the
        /// screen, whose paint most of the screen has.
        static let listAndLabel =
            [
                row("hall", on: highlight), row("kitchen", on: panel), row("attic", on: panel), row("below the list", on: screen),
            ] + Array(repeating: row("", on: screen), count: 3)
        /// A `DataTable`: its header, its two-line cursor row, a row at rest, on the panel.
        static let table = [
            row(" item  ", on: "45;45;45", bold: true, width: 7) + row("", on: "41;41;41", width: 53),
            row(" tall  ", on: highlight, width: 7) + row("", on: panel, width: 53),
            row(" row   ", on: highlight, width: 7) + row("", on: panel, width: 53),
            row(" short", on: panel),
        ]
    }

    /// The tree read off a 60-column screen just tall enough for `rows`, one under another.
    static func tree(_ rows: [String]) -> ElementTree {
        elements(after: rows.joined(separator: "\r\n"), columns: 60, rows: rows.count)
    }

    @Test("a table's bold header over its cursor row and one more is no cell; the cursor row is the selected cell")
    func boldHeading() {
        let tree = Self.tree(Drawn.fruit)

        #expect(tree.all(.cell).map(\.label) == ["apple", "pear"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false])
        #expect(tree.all(.staticText).map(\.label) == ["name"])
    }

    @Test("an underlined link over a list is no item of it")
    func underlinedHeading() {
        let tree = Self.tree(Drawn.linkOverList)

        #expect(tree.all(.cell).map(\.label) == ["hall", "kitchen", "attic"], "\(tree.root.dump())")
    }

    @Test("a row drawn on two lines under one highlight is one selected cell two rows tall, labelled with both lines")
    func twoLineItem() throws {
        let tree = Self.tree([Drawn.itemHeader] + Drawn.tallRow + [Drawn.shortRow])

        #expect(tree.all(.cell).map(\.label) == ["tall\nrow", "short"], "\(tree.root.dump())")
        let tall = try #require(tree.all(.cell).first)
        #expect(tall.frame == Rect(x: 1, y: 1, width: 4, height: 2))
        #expect(tall.isSelected)
        #expect(tall.isEnabled)
    }

    @Test("a highlighted first item, bold, is kept: only a heading the rest can do without is dropped")
    func boldSelectedFirstItem() {
        let tree = Self.tree(["\u{1B}[1;97;100mhall\u{1B}[0m", "kitchen", "attic"])

        #expect(tree.all(.cell).map(\.label) == ["hall", "kitchen", "attic"], "\(tree.root.dump())")
        #expect(tree.all(.cell).first?.isSelected == true)
    }

    @Test("in true colour, a list on a panel of its own is read against the panel: the highlighted item is the one selected cell, and a line under the panel is no item")
    func listOnAPanel() {
        let tree = Self.tree(TrueColour.listAndLabel)

        #expect(tree.all(.cell).map(\.label) == ["hall", "kitchen", "attic"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, false])
        #expect(tree.labels(.staticText) == ["below the list"])
    }

    @Test("in true colour, a table's header and two-line cursor row on a panel read as on a plain screen")
    func tableOnAPanel() {
        let tree = Self.tree(TrueColour.table)

        #expect(tree.all(.cell).map(\.label) == ["tall\nrow", "short"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false])
        #expect(tree.labels(.staticText) == ["item"])
    }

    @Test("rows on a panel with no item or every item unlike it, or one row alone on a panel, are no list")
    func panelNearMisses() {
        let nothingHighlighted = Self.tree([
            TrueColour.row("hall", on: TrueColour.panel), TrueColour.row("kitchen", on: TrueColour.panel), TrueColour.row("attic", on: TrueColour.panel),
        ])
        let twoHighlighted = Self.tree([
            TrueColour.row("hall", on: TrueColour.highlight), TrueColour.row("kitchen", on: TrueColour.panel), TrueColour.row("attic", on: TrueColour.highlight),
            TrueColour.row("cellar", on: TrueColour.panel),
        ])
        let oneRowOnAPanel = Self.tree([
            TrueColour.row("hall", on: TrueColour.highlight), TrueColour.row("kitchen", on: TrueColour.screen), TrueColour.row("attic", on: TrueColour.screen),
        ])

        for tree in [nothingHighlighted, twoHighlighted] {
            #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        }
        // A highlight across the row on a plain screen is the list's highlight, read against the screen.
        #expect(oneRowOnAPanel.all(.cell).map(\.isSelected) == [true, false, false], "\(oneRowOnAPanel.root.dump())")
    }

    /// An option list one item tall in a tall border, as the panels example draws it in
    /// true colour: its two-line item highlighted from column 2 (`highlightWidth`
    /// columns), then `bar` (two columns, each row's as given), `after` (a blank of the
    /// box's paint) and the border's side.
    static func scrolledItem(bar: [String], after: String = "\u{1B}[48;2;30;30;30m \u{1B}[0m", highlightWidth: Int = 54) -> [String] {
        let side = "\u{1B}[38;2;25;25;25;48;2;18;18;18m▎\u{1B}[0m", left = "\u{1B}[7;38;2;25;25;25;48;2;18;18;18m▊\u{1B}[0m"
        let line = { (glyph: String) in left + "\u{1B}[38;2;25;25;25;48;2;30;30;30m\(String(repeating: glyph, count: 58))\u{1B}[0m" + side }
        let item = zip(["first line", "second line"], bar).map { text, bar in
            left + "\u{1B}[48;2;30;30;30m \u{1B}[0m" + TrueColour.row(text, on: TrueColour.highlight, width: highlightWidth) + bar + after + side
        }
        return [line("▔")] + item + [line("▁")] + Array(repeating: TrueColour.row("", on: TrueColour.screen), count: 4)
    }

    /// Textual's scroll bar beside the item: its track, then its thumb.
    static let scrollBar = ["\u{1B}[7;38;2;40;40;40;48;2;30;30;30m  \u{1B}[0m", "\u{1B}[7;38;2;40;40;40;48;2;0;0;0m▅▅\u{1B}[0m"]

    @Test("one highlighted item beside a scroll bar is a list scrolled to it: one selected cell labelled with its lines")
    func scrolledToOneItem() {
        let tree = Self.tree(Self.scrolledItem(bar: Self.scrollBar))

        #expect(tree.all(.cell).map(\.label) == ["first line\nsecond line"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true])
        #expect(tree.all(.cell).first?.frame.height == 2)
    }

    @Test("one highlighted item with no scroll bar, a bar painted as what follows it, or more than padding after it, is text")
    func scrolledItemNearMisses() {
        let box = "\u{1B}[48;2;30;30;30m  \u{1B}[0m"
        let noBar = Self.tree(Self.scrolledItem(bar: [box, box]))
        let barLikeAfter = Self.tree(Self.scrolledItem(bar: Self.scrollBar, after: "\u{1B}[7;38;2;40;40;40;48;2;30;30;30m \u{1B}[0m"))
        let paddedWider = Self.tree(Self.scrolledItem(bar: Self.scrollBar, after: box, highlightWidth: 53))

        for tree in [noBar, barLikeAfter, paddedWider] {
            #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        }
    }

    /// Textual's demo in true colour: a paragraph on the page's paint beside the page's
    /// scroll bar, with the page's paint above and below it, over a panel of another
    /// paint that covers more of the screen.
    /// The row above or below it is on the page's paint, or on another (`otherAbove`,
    /// `otherBelow`).
    static func paragraphBesideScrollBar(otherAbove: Bool = false, otherBelow: Bool = false) -> [String] {
        let page = "\u{1B}[48;2;18;18;18m", bar = "\u{1B}[0m\u{1B}[48;2;0;0;0m", panel = "\u{1B}[48;2;27;27;27m"
        func row(_ text: String, thumb: String = "  ", on paint: String = page) -> String {
            paint + "  " + text + String(repeating: " ", count: 76 - text.count) + bar + thumb + "\u{1B}[0m"
        }
        return [
            row("", on: otherAbove ? panel : page), row("Text input fields, with placeholder text, validation, and auto-complete.", thumb: "▄▄"),
            row("Build for intuitive and user-friendly forms."), row("", on: otherBelow ? panel : page),
        ] + Array(repeating: panel + String(repeating: " ", count: 80) + "\u{1B}[0m", count: 6)
    }

    @Test(
        "lines of text beside a scroll bar, on the paint of the row above or below them, are text, not a list scrolled to one item",
        arguments: [(false, false), (true, false), (false, true)])
    func paragraphBesideScrollBarIsText(otherAbove: Bool, otherBelow: Bool) {
        let rows = Self.paragraphBesideScrollBar(otherAbove: otherAbove, otherBelow: otherBelow)
        let tree = elements(after: "\u{1B}[?25l" + rows.joined(separator: "\r\n"), columns: 80, rows: rows.count)

        #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        #expect(tree.all(.staticText).map(\.label).contains("Build for intuitive and user-friendly forms."), "\(tree.root.dump())")
    }

    @Test("a table of several columns on a panel a shade off the screen: only the row painted unlike the panel is selected, not every row")
    func tableOnAPanelSelectsItsCursorRow() {
        let rows =
            [
                TrueColour.row("1980-12-19  Nine to Five   Comedy", on: TrueColour.panel),
                TrueColour.row("1981-01-23  Scanners       Horror", on: TrueColour.highlight),
                TrueColour.row("1981-02-20  Final Conflict Horror", on: TrueColour.panel),
                TrueColour.row("1981-03-20  Raiders        Action", on: TrueColour.panel),
            ] + Array(repeating: TrueColour.row("", on: TrueColour.screen), count: 5)

        let cells = Self.tree(rows).all(.cell)

        #expect(cells.map(\.label) == ["1980-12-19", "1981-01-23", "1981-02-20", "1981-03-20"], "\(Self.tree(rows).root.dump())")
        #expect(cells.map(\.isSelected) == [false, true, false, false])
    }

    @Test("a table of several columns on the screen's own paint keeps its highlighted row selected, and one with every row alike has none")
    func tableOnTheScreenSelection() {
        let onScreen = [
            TrueColour.row("ssh   22   open", on: TrueColour.screen), TrueColour.row("http  80   open", on: TrueColour.highlight),
            TrueColour.row("ftp   21   shut", on: TrueColour.screen),
        ]
        let allAlike =
            [TrueColour.row("ssh   22   open", on: TrueColour.panel), TrueColour.row("http  80   open", on: TrueColour.panel)]
            + Array(repeating: TrueColour.row("", on: TrueColour.screen), count: 4)

        #expect(Self.tree(onScreen).all(.cell).map(\.isSelected) == [false, true, false])
        #expect(Self.tree(allAlike).all(.cell).map(\.isSelected) == [false, false])
    }

    @Test("rows all under one highlight, or two highlights of different widths, are no list")
    func nearMisses() {
        let allHighlighted = Self.tree(["\u{1B}[44mssh   \u{1B}[0m", "\u{1B}[44mhttp  \u{1B}[0m", "\u{1B}[44mftp   \u{1B}[0m"])
        let twoWidths = Self.tree(["\u{1B}[44mssh   \u{1B}[0m", "\u{1B}[44mhttp\u{1B}[0m", "ftp"])

        for tree in [allHighlighted, twoWidths] {
            #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        }
    }
}
