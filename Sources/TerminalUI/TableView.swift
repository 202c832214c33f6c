public import ScreenModel

/// Draws a scrolling table: cells of equal height in a frame that clips them, the
/// rows before the first shown placed above the frame and the rest below it, so they
/// exist but cannot be hit until scrolled in.
public enum TableView {
    /// The table node holding one cell per row, every cell built afresh.
    ///
    /// - Parameters:
    ///   - position: the view model's scroll position, clamped here to the rows that fit.
    ///   - cell: builds row `index` in `frame`.
    ///   - onScroll: receives a swipe and how many rows fit.
    ///   - onReveal: receives a row that gained keyboard focus and how many rows fit.
    public static func node(
        id: String, frame: Rect, rowCount: Int, rowHeight: Int = 1, position: ScrollPosition,
        cell: (_ index: Int, _ frame: Rect) -> Node,
        onScroll: @escaping (SwipeDirection, Int) -> Void,
        onReveal: @escaping (Int, Int) -> Void
    ) -> Node {
        node(id: id, frame: frame, rowCount: rowCount, rowHeight: rowHeight, position: position, onScroll: onScroll) {
            visibleRows, _, frameOfRow in
            (0..<rowCount).map { index in
                revealing(cell(index, frameOfRow(index)), index: index, visibleRows: visibleRows, onReveal: onReveal)
            }
        }
    }

    /// The table node holding one cell per element of `rows`, building only the cells
    /// whose row changed since `cells` last kept them, or all of them when the table was
    /// scrolled, moved or resized: the drawing of a long table where one row changed
    /// builds one cell, and reads no other row's state.
    ///
    /// - Parameters:
    ///   - rows: what each row's cell shows, one element per row: all of the app's state
    ///     that cell shows, as a value.
    ///   - cells: the cells kept from the last drawing; one memo per table.
    ///   - cell: builds the cell of `row`, the row at `index`, in `frame`.
    ///   - onScroll: receives a swipe and how many rows fit.
    ///   - onReveal: receives a row that gained keyboard focus and how many rows fit.
    @inlinable public static func node<Row: Equatable>(
        id: String, frame: Rect, rows: [Row], rowHeight: Int = 1, position: ScrollPosition,
        cells: TableCellMemo<Row>,
        cell: (_ row: Row, _ index: Int, _ frame: Rect) -> Node,
        onScroll: @escaping (SwipeDirection, Int) -> Void,
        onReveal: @escaping (Int, Int) -> Void
    ) -> Node {
        node(
            id: id, frame: frame, rowCount: rows.count, rowHeight: rowHeight, position: position, onScroll: onScroll,
            childSnapshots: cells.childSnapshots
        ) {
            visibleRows, firstRow, frameOfRow in
            let layout = TableCellMemo<Row>.Layout(frame: frame, rowHeight: rowHeight, firstRow: firstRow)
            return cells.cells(of: rows, laidOut: layout, frameOfRow: frameOfRow) { row, index, cellFrame in
                revealing(cell(row, index, cellFrame), index: index, visibleRows: visibleRows, onReveal: onReveal)
            }
        }
    }

    /// The table node holding the cells `rows` makes, given how many rows fit, the first
    /// in view, and where row `index` lies.
    @usableFromInline static func node(
        id: String, frame: Rect, rowCount: Int, rowHeight: Int, position: ScrollPosition,
        onScroll: @escaping (SwipeDirection, Int) -> Void, childSnapshots: ChildSnapshotMemo? = nil,
        rows: (_ visibleRows: Int, _ firstRow: Int, _ frameOfRow: (Int) -> Rect) -> [Node]
    ) -> Node {
        let visibleRows = max(1, frame.height / max(1, rowHeight))
        let first = position.clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
        let cells = rows(visibleRows, first) { index in
            Rect(x: frame.minX, y: frame.minY + (index - first) * rowHeight, width: frame.width, height: rowHeight)
        }
        var table = Node(.table, id: id, frame: frame, onSwipe: { onScroll($0, visibleRows) }, children: cells)
        table.cellMemo = childSnapshots?.ticket
        return table
    }

    /// `row`, revealed (scrolled into view) whenever focus lands on it or inside it; taken
    /// over, not copied, so a fresh row is changed in place.
    @usableFromInline static func revealing(_ row: consuming Node, index: Int, visibleRows: Int, onReveal: @escaping (Int, Int) -> Void) -> Node {
        reveal(&row) { onReveal(index, visibleRows) }
        return row
    }

    /// Makes `reveal` run whenever focus lands on `node` or on anything inside it,
    /// changing the nodes in place (a fresh row is copied nowhere).
    private static func reveal(_ node: inout Node, _ reveal: @escaping () -> Void) {
        node.onFocus = reveal
        for index in node.children.indices {
            Self.reveal(&node.children[index], reveal)
        }
    }
}
