import ScreenModel
import TerminalUI
import Testing

@Suite("Table view")
struct TableViewTests {
    /// A table of `rows` one-line rows, each a cell holding a button, in a frame three rows high.
    private func table(rows: Int, revealed: @escaping (Int, Int) -> Void) -> Node {
        TableView.node(
            id: "table", frame: Rect(x: 0, y: 0, width: 20, height: 3), rowCount: rows, position: ScrollPosition(),
            cell: { index, frame in
                Node(
                    .cell, id: "cell_\(index)", frame: frame,
                    children: [
                        Node(.button, id: "button_\(index)", frame: Rect(x: frame.minX + 1, y: frame.minY, width: 5, height: 1), onTap: {})
                    ])
            },
            onScroll: { _, _ in }, onReveal: revealed
        )
    }

    @Test("focus landing on a row, or on anything inside it, reveals that row", arguments: ["cell_4", "button_4"])
    func focusRevealsTheRow(identifier: String) throws {
        var revealed: [[Int]] = []
        let table = table(rows: 6) { row, visibleRows in revealed.append([row, visibleRows]) }

        let path = try #require(table.path(ofIdentifier: identifier))
        let onFocus = try #require(table.node(at: path)?.onFocus)
        onFocus()

        #expect(revealed == [[4, 3]])
    }

    @Test("rows before the first shown lie above the frame, the rest from its top down")
    func rowsArePlacedAroundTheFrame() {
        var position = ScrollPosition()
        position.reveal(3, visibleRows: 3, rowCount: 4)
        let table = TableView.node(
            id: "table", frame: Rect(x: 0, y: 5, width: 20, height: 3), rowCount: 4, position: position,
            cell: { index, frame in Node(.cell, id: "cell_\(index)", frame: frame) },
            onScroll: { _, _ in }, onReveal: { _, _ in }
        )

        #expect(table.children.map(\.element.frame.minY) == [4, 5, 6, 7])
    }
}
