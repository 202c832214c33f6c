import ScreenModel

extension String {
    /// The text broken into lines of at most `width` terminal columns, at spaces where
    /// possible; a word longer than a line is cut.
    public func wrapped(toTerminalWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ") {
            var word = String(word)
            let candidate = line.isEmpty ? word : line + " " + word
            if candidate.terminalWidth <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.terminalWidth > width {
                var head = ""
                while let next = word.first, (head + String(next)).terminalWidth <= width {
                    head.append(next)
                    word.removeFirst()
                }
                // A wide character in a one-column line: take it anyway rather than loop.
                if head.isEmpty, let next = word.first {
                    head.append(next)
                    word.removeFirst()
                }
                lines.append(head)
            }
            line = word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
