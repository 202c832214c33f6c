public import ScreenModel

/// An alert over the screen: a boxed title, its message wrapped to fit, and a row of
/// buttons. While one shows, focus and the keyboard stay inside it.
public enum AlertView {
    /// One of the alert's buttons.
    public struct Button {
        /// The button's identifier.
        public var id: String
        /// What it says.
        public var label: String
        /// What tapping it does.
        public var action: () -> Void

        /// A button `label` with identifier `id`, doing `action` when tapped.
        public init(id: String, label: String, action: @escaping () -> Void) {
            self.id = id
            self.label = label
            self.action = action
        }
    }

    /// The alert `id`, centred in `area`: at most 56 columns wide, as tall as its
    /// message needs; its label is the title.
    public static func node(id: String, title: String, message: String, buttons: [Button], in area: Rect) -> Node {
        let width = min(area.width, max(30, min(56, area.width - 8)))
        let lines = message.wrapped(toTerminalWidth: max(1, width - 4))
        // Border, blank, message lines, blank, buttons, border.
        let height = min(area.height, lines.count + 5)
        let box = Rect(x: area.minX + (area.width - width) / 2, y: area.minY + max(0, (area.height - height) / 2), width: width, height: height)

        var children = lines.enumerated().map { index, line in
            Node(
                .staticText, label: line,
                frame: Rect(x: box.minX + 2, y: box.minY + 2 + index, width: box.width - 4, height: 1))
        }
        let buttonsWidth = buttons.map { buttonWidth($0.label) }.reduce(0, +) + 2 * (buttons.count - 1)
        var x = box.minX + max(2, (box.width - buttonsWidth) / 2)
        for button in buttons {
            let frame = Rect(x: x, y: box.maxY - 2, width: min(buttonWidth(button.label), max(0, box.maxX - 1 - x)), height: 1)
            children.append(Node(.button, id: button.id, label: button.label, frame: frame, onTap: button.action))
            x += buttonWidth(button.label) + 2
        }
        return Node(.alert, id: id, label: title, frame: box, children: children)
    }
}
