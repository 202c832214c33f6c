import ScreenElements
import ScreenModel
import Testing

@Suite("The checkList rule: check boxes one over another are a list's rows, each a cell holding its switch; near misses stay switches")
struct CheckListRuleTests {
    /// Rows the to-do app (`Examples/TodoApp`) wrote on an 80-column terminal, each from
    /// the start of its line.
    enum Drawn {
        /// A to-do at rest: its check box and title, plain, padded to the screen's edge.
        static let walkTheDog = "    [ ] Walk the dog\(String(repeating: " ", count: 60))\u{1B}[0m"
        /// The to-do whose row has focus: the whole row reversed.
        static let focusedRow = "  \u{1B}[0;7m  [ ] Buy milk\(String(repeating: " ", count: 62))\u{1B}[0m  \u{1B}[0m"
        /// The to-do whose check box has focus: only the box and its title reversed.
        static let focusedBox = "    \u{1B}[0;7m[ ] Buy milk\u{1B}[0m\(String(repeating: " ", count: 64))\u{1B}[0m"
        /// The count over the list.
        static let summary = "    2 to do"
    }

    /// The tree read off an 80-column screen showing `rows`, one under another, from the top.
    static func tree(_ rows: [String]) -> ElementTree {
        elements(after: rows.joined(separator: "\r\n"), rows: 6)
    }

    @Test("the to-do app's two rows are a table of two cells labelled with the to-dos, each holding its switch")
    func todoRows() throws {
        let tree = Self.tree([Drawn.summary, "", Drawn.focusedBox, Drawn.walkTheDog])

        let table = try #require(tree.all(.table).first, "\(tree.root.dump())")
        #expect(table.children.map(\.elementType) == [.cell, .cell], "\(tree.root.dump())")
        #expect(table.children.map(\.label) == ["Buy milk", "Walk the dog"])
        #expect(table.children.map { $0.children.map(\.elementType) } == [[.switch], [.switch]])
        #expect(tree.all(.cell).first?.frame == Rect(x: 4, y: 2, width: 12, height: 1))
    }

    @Test("focus stays on the switch, not the cell, whether the box or the whole row is reversed")
    func focusStaysOnTheSwitch() {
        for focused in [Drawn.focusedBox, Drawn.focusedRow] {
            let tree = Self.tree([Drawn.summary, "", focused, Drawn.walkTheDog])

            #expect(tree.all(.switch).map(\.hasFocus) == [true, false], "\(tree.root.dump())")
            #expect(tree.all(.cell).allSatisfy { !$0.hasFocus && !$0.isSelected }, "\(tree.root.dump())")
        }
    }

    @Test("the switch keeps the identifier of its label; the cell holding it is numbered after it")
    func identifiers() {
        let tree = Self.tree([Drawn.focusedBox, Drawn.walkTheDog])

        #expect(tree.all(.switch).map(\.identifier) == ["Buy milk", "Walk the dog"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.identifier) == ["Buy milk (2)", "Walk the dog (2)"])
    }

    @Test("a lone check box, boxes a row apart, and boxes starting in different columns are no list")
    func nearMisses() {
        let lone = Self.tree([Drawn.summary, "", Drawn.walkTheDog])
        let apart = Self.tree([Drawn.focusedBox, "", Drawn.walkTheDog])
        let staggered = Self.tree(["  [ ] Buy milk", "    [ ] Walk the dog"])

        for tree in [lone, apart, staggered] {
            #expect(tree.all(.cell).isEmpty, "\(tree.root.dump())")
            #expect(tree.all(.switch).count >= 1)
        }
    }

    @Test("boxes side by side on two rows are two lists, one a column")
    func twoColumns() {
        let tree = Self.tree(["[x] Verbose          [ ] Safe delete", "[ ] Totals           [x] Auto save"])

        #expect(tree.all(.table).map { $0.children.map(\.label) } == [["Verbose", "Totals"], ["Safe delete", "Auto save"]], "\(tree.root.dump())")
    }
}
