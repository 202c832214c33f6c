public import ScreenModel

/// Fits a screen's content into its area. Content that does not fit is not dropped in
/// silence: the last row says there is more and how to see it (Page Down, or a taller
/// terminal), and Page Down or a swipe scrolls the content a page at a time.
public enum ContentViewport {
    /// `nodes` laid out in `area`: as they are when they fit; otherwise shifted by the
    /// screen's scroll offset, cut to the rows above the notice, with the notice first
    /// (so Page Down scrolls the screen before any table in it).
    public static func fit(_ nodes: [Node], in area: Rect, context: ViewContext) -> [Node] {
        let bottom = nodes.map(\.element.frame.maxY).max() ?? area.minY
        let screen = nodes.first?.element.identifier ?? ""
        let stored = context.viewport.offset(for: screen)
        guard bottom > area.maxY || stored > 0, area.height >= 2 else {
            return nodes.compactMap { $0.keepingOnly(within: area) }
        }
        let visible = area.droppingBottom(1)
        let maxOffset = max(0, bottom - visible.maxY)
        let offset = min(stored, maxOffset)
        let rowsNeeded = context.screenSize.height + max(0, bottom - area.maxY)
        let strings = context.labels
        let label =
            switch (offset > 0, offset < maxOffset) {
            case (true, true): strings.moreAboveAndBelow(rowsNeeded)
            case (true, false): strings.moreAbove
            default: strings.moreBelow(rowsNeeded)
            }
        let viewport = context.viewport
        let page = max(1, visible.height - 1)
        let notice = Node(
            .staticText, id: "moreContentLabel", label: label, frame: area.bottom(1).inset(1),
            onSwipe: { direction in
                switch direction {
                case .up: viewport.scroll(screen, to: min(maxOffset, offset + page))
                case .down: viewport.scroll(screen, to: max(0, offset - page))
                case .left, .right: break
                }
            })
        return [notice] + nodes.map { $0.moved(by: -offset) }.compactMap { $0.keepingOnly(within: visible) }
    }
}

extension Node {
    /// The node and everything in it moved `rows` down (up when negative).
    public func moved(by rows: Int) -> Node {
        var node = self
        let frame = element.frame
        node.element.frame = Rect(x: frame.minX, y: frame.minY + rows, width: frame.width, height: frame.height)
        node.children = children.map { $0.moved(by: rows) }
        return node
    }
}
