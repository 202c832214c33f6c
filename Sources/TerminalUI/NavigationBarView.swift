public import ScreenModel

/// Draws the bar across the top of a screen: its title centred, an optional back
/// button at the left, and a rule underneath.
public enum NavigationBarView {
    /// The height of the bar: the title row and the rule.
    public static let height = 2

    /// What a screen of `area` has for its content: everything below the bar and the
    /// blank row after it.
    public static func content(below area: Rect) -> Rect {
        let top = area.minY + height + 1
        return Rect(x: area.minX, y: top, width: area.width, height: max(0, area.maxY - top))
    }

    /// A navigation bar `id` across the top of `area`: its title centred (identifier
    /// `titleID`), and a back button (`backButton`) on the left when `back` is given.
    public static func node(
        id: String, title: String, titleID: String, in area: Rect,
        back: (label: String, action: () -> Void)? = nil
    ) -> Node {
        let bar = Rect(x: area.minX, y: area.minY, width: area.width, height: height)
        var children: [Node] = []
        var reserved = 0
        if let back {
            let label = "‹ " + back.label
            let frame = Rect(x: bar.minX + 1, y: bar.minY, width: min(buttonWidth(label), max(0, bar.width - 1)), height: 1)
            children.append(Node(.button, id: "backButton", label: label, frame: frame, onTap: back.action))
            reserved = frame.maxX - bar.minX + 1
        }
        // Keep the title clear of the back button on both sides, so it stays centred.
        let titleArea = Rect(x: bar.minX + reserved, y: bar.minY, width: max(0, bar.width - 2 * reserved), height: 1)
        let titleWidth = min(title.terminalWidth, titleArea.width)
        children.append(Node(.staticText, id: titleID, label: title, frame: titleArea.centered(titleWidth)))
        return Node(.navigationBar, id: id, frame: bar, children: children)
    }
}
