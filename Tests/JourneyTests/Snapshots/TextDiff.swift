/// A line diff between a reference text and the text produced now, printed the way a
/// person reviews a change: `-` lines from the reference, `+` lines from now, each
/// with its line number, and a little unchanged context around every change.
struct TextDiff: Sendable, Equatable, CustomStringConvertible {
    /// One line of the comparison.
    enum Line: Sendable, Equatable {
        /// In both, at these line numbers (from 1).
        case same(String, reference: Int, actual: Int)
        /// Only in the reference.
        case removed(String, reference: Int)
        /// Only in the text produced now.
        case added(String, actual: Int)
    }

    /// Every line of both texts, in order.
    let lines: [Line]
    /// Unchanged lines shown around each change.
    var context = 2

    /// Compares `reference` with `actual`, line by line, keeping the longest run of
    /// lines they share.
    init(reference: [String], actual: [String]) {
        // Longest common subsequence, by dynamic programming: screens are a few dozen lines.
        let rows = reference.count, columns = actual.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = reference[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, reference[i] == actual[j] {
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

    /// Whether the texts are the same.
    var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The changes with their context; `…` marks unchanged lines left out.
    var description: String {
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
        let (mark, number, text): (String, Int, String) = switch line {
        case let .same(text, reference, _): (" ", reference, text)
        case let .removed(text, reference): ("-", reference, text)
        case let .added(text, actual): ("+", actual, text)
        }
        let digits = String(number)
        let padded = String(repeating: " ", count: max(0, 3 - digits.count)) + digits
        return text.isEmpty ? "\(mark) \(padded) |" : "\(mark) \(padded) | \(text)"
    }
}
