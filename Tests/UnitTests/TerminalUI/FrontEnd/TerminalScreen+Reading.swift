import TerminalEmulator

/// The reads the terminal front-end tests make of the emulator's screen.
extension TerminalScreen {
    /// Whether `text` is on screen, on one row.
    func shows(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The row holding `text`, if one does.
    func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    /// Whether the cursor is shown.
    var cursorIsVisible: Bool { cursor.isVisible }

    /// The line the cursor is on, up to the cursor.
    var textBeforeCursor: String {
        guard cursor.y < rows else { return "" }
        var text = ""
        for x in 0..<min(cursor.x, columns) {
            guard let cell = cell(x: x, y: cursor.y) else { continue }
            text += cell.text
        }
        return text
    }
}
