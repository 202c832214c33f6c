import ScreenModel
import TerminalUI

/// The full list of keys, shown over everything by F1 or `?` until Esc, Enter on
/// Close, or the key again closes it.
enum KeyHelpView {
    /// The box's width: its widest line and a border and a space on each side, from 24
    /// to 56 columns, and never wider than the screen.
    static func boxWidth(widestLine: Int, screenWidth: Int) -> Int {
        min(screenWidth, max(24, min(56, widestLine + 4)))
    }

    static func nodes(shown: Bool, onClose: @escaping () -> Void, in area: Rect, context: ScreenContext) -> [Node] {
        guard shown else { return [] }
        let strings = context.strings.keys
        let keyWidth = (strings.helpLines.map(\.keys.terminalWidth).max() ?? 0) + 2
        let lines = strings.helpLines.map { $0.keys.padded(toTerminalWidth: keyWidth) + $0.action } + [strings.typingNote]
        let width = boxWidth(widestLine: lines.map(\.terminalWidth).max() ?? 0, screenWidth: area.width)
        // Border, blank, the lines, blank, the button, border.
        let height = min(area.height, lines.count + 5)
        let box = Rect(x: area.minX + (area.width - width) / 2, y: area.minY + max(0, (area.height - height) / 2), width: width, height: height)
        var children = lines.prefix(max(0, height - 5)).enumerated().map { index, line in
            Node(
                .staticText, id: "keyHelpLine_\(index)", label: line,
                frame: Rect(x: box.minX + 2, y: box.minY + 2 + index, width: max(0, box.width - 4), height: 1))
        }
        let close = strings.close
        children.append(
            Node(
                .button, id: "keyHelpCloseButton", label: close,
                frame: Rect(
                    x: box.minX + max(2, (box.width - buttonWidth(close)) / 2), y: box.maxY - 2,
                    width: min(buttonWidth(close), max(0, box.width - 4)), height: 1),
                onTap: onClose))
        return [Node(.alert, id: "keyHelp", label: strings.helpTitle, frame: box, children: children)]
    }
}
