extension TerminalScreen {
    /// The rows as text, top to bottom, trailing spaces removed. A wide character
    /// appears once; its second column adds nothing.
    public var lines: [String] {
        grid.map { text(of: $0) }
    }

    /// The rows joined by line breaks, trailing blank rows removed.
    public var text: String {
        var all = lines
        while all.last?.isEmpty == true { all.removeLast() }
        return all.joined(separator: "\n")
    }

    /// Row `y` as text (trailing spaces removed), or nil outside the screen.
    public func line(_ y: Int) -> String? {
        y >= 0 && y < rows ? text(of: grid[y]) : nil
    }

    /// The lines that scrolled off the top of the main screen, oldest first, as text.
    public var scrollback: [String] {
        history.lines.map { text(of: $0) }
    }

    /// Whether `text` appears on one row of the screen.
    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The rows inside a frame of the screen's size, so blank rows and edges show.
    public var framed: String {
        let border = "+" + String(repeating: "-", count: columns) + "+"
        let body = grid.map { "|" + text(of: $0, trimming: false) + "|" }
        return ([border] + body + [border]).joined(separator: "\n")
    }

    func text(of line: Line, trimming: Bool = true) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.cells.count)
        var visibleLength = 0
        for cell in line.cells where cell.width != 0 {
            clusters.appendUTF8(cell.content, to: &bytes)
            if cell.content != 0x20 { visibleLength = bytes.count }
        }
        return String(decoding: trimming ? bytes[..<visibleLength] : bytes[...], as: UTF8.self)
    }
}
