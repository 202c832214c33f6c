public import ScreenModel

extension Node {
    /// The node without the parts that do not fit in `area`, or nil if it does not fit
    /// at all (or takes no room): on a screen too small for a layout, what does not
    /// fit is left out rather than drawn over its neighbours (the tab bar). A table
    /// keeps its rows, which it clips and scrolls itself.
    public func keepingOnly(within area: Rect) -> Node? {
        guard fits(in: area) else { return nil }
        // The usual case, everything fitting, shares the node rather than rebuilding it.
        if element.elementType == .table || !leavesSomethingOut(of: area) { return self }
        var node = self
        node.children = children.compactMap { $0.keepingOnly(within: area) }
        return node
    }

    private func fits(in area: Rect) -> Bool {
        !element.frame.isEmpty && area.intersection(element.frame) == element.frame
    }

    /// Whether `keepingOnly(within: area)` would drop anything below this node.
    private func leavesSomethingOut(of area: Rect) -> Bool {
        element.elementType != .table && children.contains { !$0.fits(in: area) || $0.leavesSomethingOut(of: area) }
    }
}
