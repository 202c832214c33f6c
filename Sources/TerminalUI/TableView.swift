public import ScreenModel

/// Draws a scrolling table: cells of equal height in a frame that clips them, the
/// rows before the first shown placed above the frame and the rest below it, so they
/// exist but cannot be hit until scrolled in.
public enum TableView {
    /// The table node holding one cell per row.
    ///
    /// - Parameters:
    ///   - firstRow: the view model's scroll position, clamped here to the rows that fit.
    ///   - cell: builds row `index` in `frame`.
    ///   - onScroll: receives a swipe and how many rows fit.
    ///   - onReveal: receives a row that gained keyboard focus and how many rows fit.
    public static func node(
        id: String, frame: Rect, rowCount: Int, rowHeight: Int = 1, position: ScrollPosition,
        cell: (_ index: Int, _ frame: Rect) -> Node,
        onScroll: @escaping (SwipeDirection, Int) -> Void,
        onReveal: @escaping (Int, Int) -> Void
    ) -> Node {
        let visibleRows = max(1, frame.height / max(1, rowHeight))
        let first = position.clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
        let cells = (0..<rowCount).map { index in
            let top = frame.minY + (index - first) * rowHeight
            var row = cell(index, Rect(x: frame.minX, y: top, width: frame.width, height: rowHeight))
            reveal(&row) { onReveal(index, visibleRows) }
            return row
        }
        return Node(.table, id: id, frame: frame, onSwipe: { onScroll($0, visibleRows) }, children: cells)
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
