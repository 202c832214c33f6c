import Foundation

/// A Swift source file split into lines, with every character that is not code (in a
/// comment or a string literal) and every line the debug build does not compile
/// (`#else` of `#if DEBUG`) marked, so mutations touch code the tests can reach.
struct SourceText {
    /// The file's lines, without line breaks.
    let lines: [[Character]]
    /// For each line, whether each character is code.
    let isCode: [[Bool]]
    /// For each line, whether the debug build compiles it (false for directives too).
    let isCompiled: [Bool]

    init(_ text: String) {
        var lines: [[Character]] = []
        var current: [Character] = []
        for character in text {
            if character == "\n" || character == "\r\n" {
                lines.append(current)
                current = []
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { lines.append(current) }
        self.lines = lines
        isCode = Self.codeMask(lines)
        isCompiled = Self.compiledLines(lines)
    }

    /// The line at `index` with everything that is not code replaced by a NUL, so
    /// patterns match code only while columns stay those of the line.
    func maskedLine(_ index: Int) -> [Character] {
        zip(lines[index], isCode[index]).map { $1 ? $0 : "\0" }
    }

    // MARK: - Comments and strings

    private enum Mode {
        case code
        case blockComment(depth: Int)
        case string(hashes: Int, multiline: Bool)
    }

    private static func codeMask(_ lines: [[Character]]) -> [[Bool]] {
        var mode = Mode.code
        var masks: [[Bool]] = []
        for line in lines {
            var mask = [Bool](repeating: false, count: line.count)
            var index = 0
            func at(_ offset: Int) -> Character? { index + offset < line.count ? line[index + offset] : nil }
            func starts(with text: String) -> Bool {
                for (offset, character) in text.enumerated() where at(offset) != character { return false }
                return true
            }
            lineLoop: while index < line.count {
                switch mode {
                case .code:
                    if starts(with: "//") { break lineLoop }
                    if starts(with: "/*") {
                        mode = .blockComment(depth: 1)
                        index += 2
                        continue
                    }
                    // A string literal: optional #s, then """ or ".
                    var hashes = 0
                    while at(hashes) == "#" { hashes += 1 }
                    if at(hashes) == "\"" {
                        let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                        mode = .string(hashes: hashes, multiline: multiline)
                        index += hashes + (multiline ? 3 : 1)
                        continue
                    }
                    mask[index] = true
                    index += 1
                case let .blockComment(depth):
                    if starts(with: "*/") {
                        mode = depth == 1 ? .code : .blockComment(depth: depth - 1)
                        index += 2
                    } else if starts(with: "/*") {
                        mode = .blockComment(depth: depth + 1)
                        index += 2
                    } else {
                        index += 1
                    }
                case let .string(hashes, multiline):
                    if hashes == 0 && line[index] == "\\" {
                        index += 2
                        continue
                    }
                    let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                    if starts(with: closing) {
                        mode = .code
                        index += closing.count
                    } else {
                        index += 1
                    }
                }
            }
            // A one-line string never runs past its line.
            if case .string(_, false) = mode { mode = .code }
            masks.append(mask)
        }
        return masks
    }

    // MARK: - Conditional compilation

    private static func compiledLines(_ lines: [[Character]]) -> [Bool] {
        // Each open #if: whether its current branch is compiled in a debug build.
        var branches: [Bool] = []
        var result: [Bool] = []
        for line in lines {
            let text = String(line).drop(while: { $0 == " " || $0 == "\t" })
            let words = text.split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first {
            case "#if":
                let condition = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
                branches.append(condition == "!DEBUG" ? false : true)
                result.append(false)
            case "#elseif":
                if !branches.isEmpty { branches[branches.count - 1] = true }
                result.append(false)
            case "#else":
                if !branches.isEmpty { branches[branches.count - 1].toggle() }
                result.append(false)
            case "#endif":
                if !branches.isEmpty { branches.removeLast() }
                result.append(false)
            default:
                result.append(branches.allSatisfy { $0 })
            }
        }
        return result
    }
}
