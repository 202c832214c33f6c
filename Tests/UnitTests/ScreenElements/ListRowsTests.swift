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

    @Test("rows all under one highlight, or two highlights of different widths, are no list")
    func nearMisses() {
        let allHighlighted = Self.tree(["\u{1B}[44mssh   \u{1B}[0m", "\u{1B}[44mhttp  \u{1B}[0m", "\u{1B}[44mftp   \u{1B}[0m"])
        let twoWidths = Self.tree(["\u{1B}[44mssh   \u{1B}[0m", "\u{1B}[44mhttp\u{1B}[0m", "ftp"])

        for tree in [allHighlighted, twoWidths] {
            #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
        }
    }
}
