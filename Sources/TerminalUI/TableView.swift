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
            return revealing(cell(index, Rect(x: frame.minX, y: top, width: frame.width, height: rowHeight))) {
                onReveal(index, visibleRows)
            }
        }
        return Node(.table, id: id, frame: frame, onSwipe: { onScroll($0, visibleRows) }, children: cells)
    }

    /// `node` with `reveal` run whenever focus lands on it or on anything inside it.
    private static func revealing(_ node: Node, _ reveal: @escaping () -> Void) -> Node {
        var node = node
        node.onFocus = reveal
        node.children = node.children.map { revealing($0, reveal) }
        return node
    }
}
