/// A line diff between a reference text and the text produced now, printed the way a
/// person reviews a change: `-` lines from the reference, `+` lines from now, each
/// with its line number, and a little unchanged context around every change.
package struct TextDiff: Sendable, Equatable, CustomStringConvertible {
    /// One line of the comparison.
    package enum Line: Sendable, Equatable {
        /// In both, at these line numbers (from 1).
        case same(String, reference: Int, actual: Int)
        /// Only in the reference.
        case removed(String, reference: Int)
        /// Only in the text produced now.
        case added(String, actual: Int)
    }

    /// Every line of both texts, in order.
    package let lines: [Line]
    /// Unchanged lines shown around each change.
    package var context = 2

    /// Compares `reference` with `actual`, line by line, keeping the longest run of
    /// lines they share.
    package init(reference: [String], actual: [String]) {
        self.init(reference: reference, actual: actual) { reference[$0] == actual[$1] }
    }

    /// Compares `reference` with `actual`, line by line, where `matches(i, j)` says
    /// whether reference line `i` stands for actual line `j` (a pattern may stand for
    /// many texts); a line both share is shown as the reference wrote it.
    package init(reference: [String], actual: [String], matches: (Int, Int) -> Bool) {
        // Longest common subsequence, by dynamic programming: screens are a few dozen lines.
        let rows = reference.count, columns = actual.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = matches(i, j) ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, matches(i, j) {
                lines.append(.same(reference[i], reference: i + 1, actual: j + 1))
                i += 1
                j += 1
            } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
                // Removals first, so a changed line reads as its old text, then its new.
                lines.append(.removed(reference[i], reference: i + 1))
                i += 1
            } else {
                lines.append(.added(actual[j], actual: j + 1))
                j += 1
            }
        }
        self.lines = lines
    }

    /// A diff of the given lines, as another diff (or a filter of one) found them.
    package init(lines: [Line]) {
        self.lines = lines
    }

    /// Whether the texts are the same.
    package var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The lines of the text produced now, except that a line the reference stood for
    /// keeps the reference's text: accepting a changed tree keeps the reference's patterns.
    package var merged: [String] {
        lines.compactMap { line in
            switch line {
            case let .same(text, _, _): text
            case let .added(text, _): text
            case .removed: nil
            }
        }
    }

    /// The changes with their context; `…` marks unchanged lines left out.
    package var description: String {
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        let shown = Set(changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
        var output: [String] = []
        var previous: Int?
        for index in lines.indices where shown.contains(index) {
            if let previous, index > previous + 1 { output.append("…") }
            output.append(Self.format(lines[index]))
            previous = index
        }
        return output.joined(separator: "\n")
    }

    private static func format(_ line: Line) -> String {
        let (mark, number, text): (String, Int, String) =
            switch line {
            case let .same(text, reference, _): (" ", reference, text)
            case let .removed(text, reference): ("-", reference, text)
            case let .added(text, actual): ("+", actual, text)
            }
        let digits = String(number)
        let padded = String(repeating: " ", count: max(0, 3 - digits.count)) + digits
        return text.isEmpty ? "\(mark) \(padded) |" : "\(mark) \(padded) | \(text)"
    }
}
