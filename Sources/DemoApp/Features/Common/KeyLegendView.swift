import ScreenModel
import TerminalUI

/// The last row of every screen: the keys that work here, most useful first, as many
/// as fit. Esc shows where it does something (a back button, an alert), Ctrl-T where
/// there is a tab bar. Where typing fills a field, `?` and `q` are text, so the legend offers F1
/// and Ctrl-C instead.
enum KeyLegendView {
    static func node(typingTakesKeys: Bool, canGoBack: Bool, hasTabBar: Bool, in row: Rect, context: ScreenContext) -> Node {
        let strings = context.strings.keys
        // In the order shown; `priority` decides what is left out on a narrow screen (lowest first).
        var items: [(text: String, priority: Int)] = [
            ("Tab " + strings.next, 3),
            ("Enter " + strings.select, 2),
        ]
        if canGoBack { items.append(("Esc " + strings.back, 1)) }
        if hasTabBar { items.append(("^T " + strings.tabs, 0)) }
        items.append(((typingTakesKeys ? "F1 " : "? ") + strings.keys, 5))
        items.append(((typingTakesKeys ? "^C " : "q ") + strings.quit, 4))
        let separator = "  "
        var shown = items
        let inner = max(0, row.width - 2)
        while shown.count > 1, shown.map(\.text).joined(separator: separator).terminalWidth > inner,
            let lowest = shown.indices.min(by: { shown[$0].priority < shown[$1].priority })
        {
            shown.remove(at: lowest)
        }
        let text = shown.map(\.text).joined(separator: separator)
        return Node(.staticText, id: "keyLegend", label: text, frame: row.inset(1))
    }
}
