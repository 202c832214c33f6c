import AppAutomation
import ScreenModel
import TerminalUI
import Testing

/// A table's cells kept between drawings: built again when, and only when, their row
/// or the table's layout changed; and a screen drawn with kept cells is the screen
/// drawn afresh.
@Suite("Table cells kept between drawings")
struct TableCellMemoTests {
    /// Row `index`'s cell in `frame`: a cell holding a text that shows its `count`.
    private static func cell(_ count: Int, _ index: Int, _ frame: Rect) -> Node {
        Node(.cell, id: "row_\(index)", frame: frame, children: [Node(.staticText, id: "label_\(index)", label: "\(count)", frame: frame)])
    }

    /// A table of `counts.count` rows in a frame `height` rows high, row i labelled with
    /// `counts[i]`, its cells kept in `memo`; `revealed` hears each row revealed.
    private func table(
        _ counts: [Int], memo: TableCellMemo<Int>, height: Int = 3, position: ScrollPosition = ScrollPosition(),
        revealed: @escaping (Int, Int) -> Void = { _, _ in }
    ) -> Node {
        TableView.node(
            id: "table", frame: Rect(x: 0, y: 0, width: 20, height: height), rows: counts, position: position,
            cells: memo, cell: Self.cell,
            onScroll: { _, _ in }, onReveal: revealed
        )
    }

    /// The same table with every cell built afresh.
    private func freshTable(_ counts: [Int], height: Int = 3, position: ScrollPosition = ScrollPosition()) -> Node {
        TableView.node(
            id: "table", frame: Rect(x: 0, y: 0, width: 20, height: height), rowCount: counts.count, position: position,
            cell: { Self.cell(counts[$0], $0, $1) },
            onScroll: { _, _ in }, onReveal: { _, _ in }
        )
    }

    @Test("a drawing with one row's dependency changed builds that row alone, and shows what a fresh drawing shows", arguments: [0, 50, 99])
    func oneChangedRowIsBuiltAlone(row: Int) {
        let memo = TableCellMemo<Int>()
        var counts = Array(repeating: 0, count: 100)
        let first = table(counts, memo: memo)
        #expect(memo.builtCount == 100)

        counts[row] += 1
        let second = table(counts, memo: memo)

        #expect(memo.builtCount == 101)
        #expect(second.snapshot(focus: nil) == freshTable(counts).snapshot(focus: nil))
        #expect(second.snapshot(focus: nil) != first.snapshot(focus: nil))
    }

    @Test("a drawing with nothing changed builds no cell")
    func unchangedDrawingBuildsNothing() {
        let memo = TableCellMemo<Int>()
        let counts = [3, 1, 4, 1, 5]
        let first = table(counts, memo: memo)
        let second = table(counts, memo: memo)

        #expect(memo.builtCount == 5)
        #expect(second.snapshot(focus: nil) == first.snapshot(focus: nil))
    }

    @Test("rows equal to the last drawing's but held in a new array build no cell; one row changed in it builds that row", arguments: [0, 4])
    func equalRowsInANewArrayBuildNothing(row: Int) {
        let memo = TableCellMemo<Int>()
        let counts = [3, 1, 4, 1, 5]
        _ = table(counts, memo: memo)

        let copied = counts.map { $0 }
        _ = table(copied, memo: memo)
        #expect(memo.builtCount == 5)

        var changed = counts.map { $0 }
        changed[row] = 9
        let drawn = table(changed, memo: memo)
        #expect(memo.builtCount == 6)
        #expect(drawn.snapshot(focus: nil) == freshTable(changed).snapshot(focus: nil))
    }

    @Test("a table moved, or with rows one cell taller, builds every cell again where it now lies")
    func movedOrTallerRowsRebuildEveryCell() {
        let memo = TableCellMemo<Int>()
        let counts = [0, 0, 0, 0]
        _ = table(counts, memo: memo)
        let moved = TableView.node(
            id: "table", frame: Rect(x: 2, y: 0, width: 20, height: 3), rows: counts, position: ScrollPosition(),
            cells: memo, cell: Self.cell, onScroll: { _, _ in }, onReveal: { _, _ in })
        #expect(memo.builtCount == 8)
        #expect(moved.children.map(\.element.frame.minX) == [2, 2, 2, 2])

        let taller = TableView.node(
            id: "table", frame: Rect(x: 2, y: 0, width: 20, height: 3), rows: counts, rowHeight: 2, position: ScrollPosition(),
            cells: memo, cell: Self.cell, onScroll: { _, _ in }, onReveal: { _, _ in })
        #expect(memo.builtCount == 12)
        #expect(taller.children.map(\.element.frame.height) == [2, 2, 2, 2])
    }

    @Test("scrolling moves every row's frame, so every cell is built again where it now lies")
    func scrollingRebuildsEveryCell() {
        let memo = TableCellMemo<Int>()
        let counts = [0, 0, 0, 0, 0, 0]
        _ = table(counts, memo: memo)
        var position = ScrollPosition()
        position.reveal(5, visibleRows: 3, rowCount: 6)

        let scrolled = table(counts, memo: memo, position: position)

        #expect(memo.builtCount == 12)
        #expect(scrolled.snapshot(focus: nil) == freshTable(counts, position: position).snapshot(focus: nil))
    }

    @Test("a taller table builds its cells again, so a row revealed hears how many rows are now in view")
    func moreRowsInViewRebuildEveryCell() throws {
        let memo = TableCellMemo<Int>()
        var revealed: [[Int]] = []
        let counts = [0, 0, 0, 0, 0, 0]
        _ = table(counts, memo: memo, height: 3) { revealed.append([$0, $1]) }

        let taller = table(counts, memo: memo, height: 4) { revealed.append([$0, $1]) }
        let onFocus = try #require(taller.children[2].onFocus)
        onFocus()

        #expect(memo.builtCount == 12)
        #expect(revealed == [[2, 4]])
    }

    @Test("rows a table loses are forgotten and built again when they return: 5 rows, then 4, 5 and 6")
    func rowsLostAndRegainedAreBuiltAgain() {
        let memo = TableCellMemo<Int>()
        var built: [Int] = []
        for count in [5, 4, 5, 6] {
            _ = table(Array(repeating: 7, count: count), memo: memo)
            built.append(memo.builtCount)
        }

        #expect(built == [5, 5, 6, 7])
    }

    /// An app whose screen is a `next` button over a table of rows, one relabelled per
    /// tap, its cells kept between drawings or built afresh.
    final class Rows: TerminalApp {
        var counts: [Int]
        var nextRow = 0
        let memo: TableCellMemo<Int>?
        init(rows: Int, keepingCells: Bool) {
            counts = Array(repeating: 0, count: rows)
            memo = keepingCells ? TableCellMemo<Int>() : nil
        }
        var name: String { "rows" }
        func body(in context: ViewContext) -> Node {
            let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
            let frame = Rect(x: 0, y: 1, width: screen.width, height: screen.height - 1)
            let cell = { (count: Int, index: Int, frame: Rect) in
                Node(.cell, id: "row_\(index)", label: "\(count)", frame: frame, onTap: { [unowned self] in counts[index] += 10 })
            }
            let table =
                if let memo {
                    TableView.node(
                        id: "table", frame: frame, rows: counts, position: ScrollPosition(), cells: memo,
                        cell: cell, onScroll: { _, _ in }, onReveal: { _, _ in })
                } else {
                    TableView.node(
                        id: "table", frame: frame, rowCount: counts.count, position: ScrollPosition(), cell: { cell(self.counts[$0], $0, $1) },
                        onScroll: { _, _ in }, onReveal: { _, _ in })
                }
            let next = Node(
                .button, id: "next", label: "Next", frame: Rect(x: 0, y: 0, width: 6, height: 1),
                onTap: { [unowned self] in
                    counts[nextRow] += 1
                    nextRow = (nextRow + 1) % counts.count
                })
            return Node(.application, frame: screen, children: [Node(.window, frame: screen, children: [next, table])])
        }
        func goBack() {}
    }

    @Test("a host whose table keeps its cells shows, tap after tap and focus after focus, what one building them afresh shows")
    func keptCellsShowTheSameScreens() throws {
        let hosts = [true, false].map {
            ViewHost(app: Rows(rows: 12, keepingCells: $0), scheduler: Scheduler(clock: VirtualClock()), screenSize: Size(width: 20, height: 8))
        }
        let steps: [(ViewHost) -> Void] = [
            { _ = $0.perform(.tap(CommandTarget(path: ElementPath([0, 0]), elementType: .button, identifier: "next"))) },
            { _ = $0.perform(.tap(CommandTarget(path: ElementPath([0, 0]), elementType: .button, identifier: "next"))) },
            { $0.moveFocus(forward: true) },
            { _ = $0.perform(.tap(CommandTarget(path: ElementPath([0, 1, 3]), elementType: .cell, identifier: "row_3"))) },
            { $0.moveFocus(forward: true) },
            { $0.moveFocus(forward: true) },
        ]
        var screens = hosts.map { $0.currentScreen() }
        #expect(screens[0] == screens[1])
        for step in steps {
            for host in hosts { step(host) }
            let next = hosts.map { $0.currentScreen() }
            #expect(next[0] == next[1])
            #expect(next[0] != screens[0], "each step changes the screen")
            screens = next
        }
        let focused = try #require(screens[0].children.first?.children.last?.children.first { $0.hasFocus })
        #expect(focused.identifier == "row_5")
    }
}
