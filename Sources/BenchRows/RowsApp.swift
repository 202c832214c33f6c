import TerminalUI

/// A screen whose size is chosen at launch: a `next` button over a table of N rows
/// (`row_0` … `row_N-1`, each a cell holding one static text). Each tap on `next`
/// relabels one row, the next one round, so every tap changes exactly one element
/// whatever N is: what the benchmark's scaling figures measure.
final class RowsApp: TerminalApp {
    private let rowCount: Int
    /// How many taps each row has seen.
    private var taps: [Int]
    /// The row the next tap relabels.
    private var nextRow = 0
    private var position = ScrollPosition()
    /// The rows' cells kept between drawings: each shows only its row's taps.
    private let cells = TableCellMemo<Int>()

    init(rowCount: Int) {
        self.rowCount = rowCount
        taps = Array(repeating: 0, count: rowCount)
    }

    var name: String { "Rows" }

    func body(in context: ViewContext) -> Node {
        let size = context.screenSize
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let table = TableView.node(
            id: "rowTable", frame: Rect(x: 0, y: 2, width: size.width, height: max(1, size.height - 2)),
            rows: taps, position: position, cells: cells,
            cell: { taps, index, frame in
                Node(
                    .cell, id: "row_\(index)", frame: frame,
                    children: [
                        Node(.staticText, id: "rowLabel_\(index)", label: "Row \(index) · \(taps) taps", frame: frame)
                    ])
            },
            onScroll: { [unowned self] direction, visible in position.scroll(direction, visibleRows: visible, rowCount: rowCount) },
            onReveal: { [unowned self] index, visible in position.reveal(index, visibleRows: visible, rowCount: rowCount) }
        )
        return Node(
            .application, label: name, frame: screen,
            children: [
                Node(
                    .window, frame: screen,
                    children: [
                        Node(.button, id: "next", label: "Next", frame: Rect(x: 0, y: 0, width: 6, height: 1), onTap: { [unowned self] in relabelNextRow() }),
                        table,
                    ])
            ])
    }

    func goBack() {}

    private func relabelNextRow() {
        taps[nextRow] += 1
        nextRow = (nextRow + 1) % rowCount
    }
}
