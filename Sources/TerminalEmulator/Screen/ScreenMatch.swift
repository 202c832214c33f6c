/// Where on the screen some text was found.
public struct ScreenMatch: Sendable, Hashable, CustomStringConvertible {
    /// The text that matched.
    public let text: String
    /// The row, from 0 at the top.
    public let y: Int
    /// The column of its first character, from 0 at the left.
    public let x: Int
    /// How many columns it takes.
    public let width: Int

    /// Creates a match.
    public init(text: String, y: Int, x: Int, width: Int) {
        self.text = text
        self.y = y
        self.x = x
        self.width = width
    }

    /// `"needle" at row 3, columns 10–15`.
    public var description: String {
        "\"\(text)\" at row \(y), column\(width > 1 ? "s \(x)–\(x + width - 1)" : " \(x)")"
    }
}

extension TerminalScreen {
    /// Every place `text` appears, row by row, left to right.
    public func find(_ text: String) -> [ScreenMatch] {
        guard !text.isEmpty else { return [] }
        var found: [ScreenMatch] = []
        for y in 0..<rows where !grid[y].isBlankLine {
            let row = indexedText(row: y)
            var searchStart = row.text.startIndex
            while let range = row.text[searchStart...].firstRange(of: text) {
                found.append(row.match(range, y: y))
                searchStart = range.upperBound
            }
        }
        return found
    }

    /// The first place, row by row, where `regex` matches within one row.
    public func firstMatch(of regex: some RegexComponent) -> ScreenMatch? {
        for y in 0..<rows {
            let row = indexedText(row: y)
            if let match = row.text.firstMatch(of: regex) { return row.match(match.range, y: y) }
        }
        return nil
    }

    /// Every place, row by row, where `regex` matches within one row.
    public func matches(of regex: some RegexComponent) -> [ScreenMatch] {
        (0..<rows).flatMap { y in
            let row = indexedText(row: y)
            return row.text.matches(of: regex).map { row.match($0.range, y: y) }
        }
    }

    /// A row's text with the column where each cell's text starts.
    private func indexedText(row y: Int) -> IndexedRow {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns)
        var starts: [(utf8Offset: Int, column: Int)] = []
        starts.reserveCapacity(columns)
        for (column, cell) in grid[y].cells.enumerated() where cell.width != 0 {
            starts.append((bytes.count, column))
            clusters.appendUTF8(cell.content, to: &bytes)
        }
        return IndexedRow(text: String(decoding: bytes, as: UTF8.self), starts: starts, columns: columns)
    }
}

/// A row's text, with the columns its characters start at.
private struct IndexedRow {
    let text: String
    let starts: [(utf8Offset: Int, column: Int)]
    let columns: Int

    func column(atUTF8Offset offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].utf8Offset <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : starts[low - 1].column
    }

    func match(_ range: Range<String.Index>, y: Int) -> ScreenMatch {
        let lower = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.utf8.distance(from: text.startIndex, to: range.upperBound)
        let x = column(atUTF8Offset: lower)
        let end = upper >= text.utf8.count ? columns : column(atUTF8Offset: upper)
        return ScreenMatch(text: String(text[range]), y: y, x: x, width: max(0, end - x))
    }
}
