import ScreenModel

/// A stretch of one row drawn with the same attributes.
public struct StyleRun: Sendable, Hashable {
    /// The row, from 0 at the top.
    public let y: Int
    /// The column it starts at.
    public let x: Int
    /// Its text (a wide character once).
    public let text: String
    /// The colours and style of every cell in it.
    public let attributes: Attributes

    /// Creates a run.
    public init(y: Int, x: Int, text: String, attributes: Attributes) {
        self.y = y
        self.x = x
        self.text = text
        self.attributes = attributes
    }
}

extension TerminalScreen {
    /// Row `y` cut where the attributes change, left to right; trailing plain spaces
    /// are left out.
    public func styleRuns(row y: Int) -> [StyleRun] {
        guard y >= 0, y < rows else { return [] }
        let cells = grid[y].cells
        var end = cells.count
        while end > 0, cells[end - 1].isBlank { end -= 1 }
        var runs: [StyleRun] = []
        var start = 0
        while start < end {
            let packed = cells[start].packedAttributes
            var bytes: [UInt8] = []
            var column = start
            while column < end, cells[column].packedAttributes == packed {
                if cells[column].width != 0 { clusters.appendUTF8(cells[column].content, to: &bytes) }
                column += 1
            }
            runs.append(StyleRun(y: y, x: start, text: String(decoding: bytes, as: UTF8.self), attributes: Attributes(packed: packed)))
            start = column
        }
        return runs
    }

    /// The screen's attributes as text a person can review: one line per row that
    /// holds anything, its runs in order, each as its attributes and its quoted text.
    ///
    /// ```
    ///  3 | plain "Search: " | inverse "needle" | fg:red " rest"
    /// ```
    ///
    /// Blank rows are left out; the row number keeps the rest in place.
    public var styleSummary: String {
        let width = String(max(0, rows - 1)).count
        var lines: [String] = []
        for y in 0..<rows {
            let runs = styleRuns(row: y)
            guard !runs.isEmpty else { continue }
            let number = String(y)
            let label = String(repeating: " ", count: width - number.count) + number
            lines.append(label + " | " + runs.map { "\($0.attributes) \($0.text.quotedLiteral)" }.joined(separator: " | "))
        }
        return lines.joined(separator: "\n")
    }
}
