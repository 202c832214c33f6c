import ScreenModel
@testable import TerminalUI
import Testing
@testable import mutate

/// A long table drawn again after some rows changed makes the snapshots of those rows
/// alone and shares the rest of its children, chunk by chunk, with its last snapshot; it
/// looks for an alert among those rows alone. Whatever happened in between (rows changed,
/// added or removed, the table scrolled, focus moved, an older drawing asked), the
/// snapshot is the one a table drawn afresh makes.
@Suite("Table snapshots made from the cells built anew")
struct ChildSnapshotMemoTests {
    private static let rows = 3 * ElementChildren.chunkSize + 10

    /// Row `index`'s cell: a text showing `count`; an alert when `count` is negative.
    private static func cell(_ count: Int, _ index: Int, _ frame: Rect) -> Node {
        Node(
            count < 0 ? .alert : .cell, id: "row_\(index)", frame: frame, onTap: {},
            children: [Node(.staticText, id: "label_\(index)", label: "\(count)", frame: frame)])
    }

    private static func table(_ counts: [Int], memo: TableCellMemo<Int>?, first: Int = 0) -> Node {
        let frame = Rect(x: 0, y: 0, width: 20, height: 5)
        var position = ScrollPosition()
        position.reveal(first, visibleRows: 5, rowCount: counts.count)
        guard let memo else {
            return TableView.node(
                id: "table", frame: frame, rowCount: counts.count, position: position, cell: { cell(counts[$0], $0, $1) },
                onScroll: { _, _ in }, onReveal: { _, _ in })
        }
        return TableView.node(
            id: "table", frame: frame, rows: counts, position: position, cells: memo, cell: cell, onScroll: { _, _ in },
            onReveal: { _, _ in })
    }

    @Test("one row changed: the snapshot is the fresh table's, and shares every chunk of its rows but that row's", arguments: [0, 64, 200])
    func oneChangedRowMakesOneChunk(row: Int) {
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: Self.rows)
        let before = Self.table(counts, memo: memo).snapshot(focus: nil)

        counts[row] = 7
        let after = Self.table(counts, memo: memo).snapshot(focus: nil)

        #expect(after == Self.table(counts, memo: nil).snapshot(focus: nil))
        var shared: [Bool] = []
        before.children.forEachStretch(pairedWith: after.children) { _, _, _, isShared in shared.append(isShared) }
        #expect(shared == (0..<4).map { $0 != row / ElementChildren.chunkSize })
    }

    @Test("after any sequence of changes, scrolls, focus moves and older drawings asked, each snapshot is the fresh table's")
    func everySnapshotIsTheFreshOne() {
        var generator = SeededGenerator(seed: 5)
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: Self.rows)
        var first = 0
        var older: [(Node, [Int], Int)] = []
        for step in 0..<300 {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0, 1, 2: counts[Int.random(in: 0..<counts.count, using: &generator)] += 1
            case 3: for _ in 0..<40 { counts[Int.random(in: 0..<counts.count, using: &generator)] += 1 }
            case 4: counts.append(0)
            case 5: if counts.count > 2 { counts.removeLast() }
            case 6: first = [0, 20, 150][Int.random(in: 0..<3, using: &generator)]
            default: break
            }
            let focus = Int.random(in: 0..<3, using: &generator) == 0 ? "row_\(Int.random(in: 0..<counts.count, using: &generator))" : nil
            let drawn = Self.table(counts, memo: memo, first: first)
            older.append((drawn, counts, first))
            // Now and then an older drawing is asked, before the newest.
            if step % 7 == 3, let (node, oldCounts, oldFirst) = older.dropLast().randomElement(using: &generator) {
                #expect(node.snapshot(focus: focus) == Self.table(oldCounts, memo: nil, first: oldFirst).snapshot(focus: focus))
            }
            #expect(drawn.snapshot(focus: focus) == Self.table(counts, memo: nil, first: first).snapshot(focus: focus), "step \(step)")
            if older.count > 5 { older.removeFirst() }
        }
    }

    @Test("rows added and taken away again between two snapshots leave the snapshot and the alert search the fresh table's")
    func rowsAddedAndTakenAwayBetweenSnapshots() {
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: Self.rows)
        let first = Self.table(counts, memo: memo)
        _ = first.snapshot(focus: nil)
        #expect(first.topmostModalPath() == nil)

        _ = Self.table(counts + [1, 2, 3], memo: memo)
        counts[5] = 4
        let drawn = Self.table(counts, memo: memo)

        #expect(drawn.snapshot(focus: nil) == Self.table(counts, memo: nil).snapshot(focus: nil))
        #expect(drawn.topmostModalPath() == nil)
    }

    @Test("a table whose rows are changed after it was drawn makes the snapshot of the rows it holds")
    func rowsChangedAfterDrawingAreSnapshotted() {
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: Self.rows)
        _ = Self.table(counts, memo: memo).snapshot(focus: nil)

        counts[3] = 1
        var table = Self.table(counts, memo: memo)
        table.children[100] = Self.cell(9, 100, table.children[100].element.frame)
        counts[100] = 9

        #expect(table.snapshot(focus: nil) == Self.table(counts, memo: nil).snapshot(focus: nil))
    }

    @Test("a row that becomes an alert is the topmost modal; back to a row, no modal is left", arguments: [1, 70, 200])
    func alertAmongTheRowsIsFound(row: Int) {
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: Self.rows)
        #expect(Self.table(counts, memo: memo).topmostModalPath() == nil)

        counts[row] = -1
        #expect(Self.table(counts, memo: memo).topmostModalPath() == ElementPath([row]))
        // Another row changed: the alert, kept, is still there.
        counts[row == 1 ? 2 : 1] = 5
        #expect(Self.table(counts, memo: memo).topmostModalPath() == ElementPath([row]))
        counts[row] = 0
        #expect(Self.table(counts, memo: memo).topmostModalPath() == nil)
    }
}
