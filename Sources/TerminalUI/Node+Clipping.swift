public import ScreenModel

extension Node {
    /// The node without the parts that do not fit in `area`, or nil if it does not fit
    /// at all (or takes no room): on a screen too small for a layout, what does not
    /// fit is left out rather than drawn over its neighbours (the tab bar). A table
    /// keeps its rows, which it clips and scrolls itself.
    public func keepingOnly(within area: Rect) -> Node? {
        guard !element.frame.isEmpty, area.intersection(element.frame) == element.frame else { return nil }
        if element.elementType == .table { return self }
        var node = self
        node.children = children.compactMap { $0.keepingOnly(within: area) }
        return node
    }
}
