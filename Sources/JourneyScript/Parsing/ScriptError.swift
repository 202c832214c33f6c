import ScreenModel

/// A problem in a journey script, pinned to its file, line and column, with the line
/// itself so the message can point at it.
package struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, as it was named to the parser.
    package var file: String
    /// The line, counting from 1; 0 for a problem with the whole file.
    package var line: Int
    /// The column, counting characters from 1; 0 for a problem with the whole file.
    package var column: Int
    /// What is wrong.
    package var problem: Problem
    /// The text of the line, to quote under the message.
    package var sourceLine: String

    /// Creates an error.
    package init(file: String, line: Int, column: Int, problem: Problem, sourceLine: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
        self.sourceLine = sourceLine
    }

    /// `file:line:column`, or just the file for a problem with the whole file.
    package var location: String {
        line == 0 ? file : "\(file):\(line):\(column)"
    }

    /// The most of a line a message quotes: long lines are cut around the column.
    static let quotedLineLength = 100

    /// `file:line:column: error: …`, then the line (cut around the column when it is
    /// long) with a caret under the column.
    package var description: String {
        var text = "\(location): error: \(problem)"
        if line > 0, !sourceLine.isEmpty {
            // Tabs count as one column, so show them as one space to keep the caret aligned.
            let characters = Array(sourceLine.map { $0 == "\t" ? " " : $0 })
            let caretIndex = min(max(0, column - 1), characters.count)
            let start = max(0, min(caretIndex - Self.quotedLineLength / 2, characters.count - Self.quotedLineLength))
            let end = min(characters.count, start + Self.quotedLineLength)
            let lead = start > 0 ? "…" : ""
            let shown = lead + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            let before = lead + String(characters[start..<max(start, caretIndex)])
            text += "\n    " + shown + "\n    " + String(repeating: " ", count: before.terminalWidth) + "^"
        }
        return text
    }
}

/// Every script error found in a run, so a tester can fix them all at once.
package struct ScriptErrors: Error, Sendable, CustomStringConvertible {
    /// How many errors `description` lists; it counts the rest.
    package static let listLimit = 20

    /// The errors, in file and line order.
    package var errors: [ScriptError]

    /// Creates a list.
    package init(_ errors: [ScriptError]) {
        self.errors = errors
    }

    /// The first `listLimit` errors' descriptions, separated by blank lines, then how
    /// many more there are.
    package var description: String {
        var text = errors.prefix(Self.listLimit).map(\.description).joined(separator: "\n\n")
        let more = errors.count - Self.listLimit
        if more > 0 {
            text += "\n\n… and \(more) more script error\(more == 1 ? "" : "s") (only the first \(Self.listLimit) are listed)"
        }
        return text
    }
}
