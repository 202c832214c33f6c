/// One line of a tree snapshot read into its parts, so a reference line can stand for
/// an actual one: words (type, `#identifier`, `value:`, flags) compare as written,
/// quoted texts as written, and a `/pattern/` in a quoted text's place matches any text
/// it matches whole.
struct TreeSnapshotLine {
    /// A part of a line.
    enum Part {
        case word(String)
        case quoted(literal: String, text: String)
        case pattern(Regex<AnyRegexOutput>)
    }

    /// How many levels the line is indented (two spaces a level).
    let depth: Int
    /// The parts after the indentation; a `label:` word before a text is dropped, as a
    /// label needs no name.
    let parts: [Part]

    /// Reads line `number` (from 1) of a tree snapshot.
    ///
    /// - Throws: `SnapshotFormatError` for an odd indentation, an unclosed quote or
    ///   pattern, or a pattern that does not compile.
    init(_ line: String, number: Int) throws {
        let spaces = line.prefix { $0 == " " }.count
        guard spaces % 2 == 0 else { throw SnapshotFormatError.badIndentation(line: number, text: line) }
        depth = spaces / 2
        var parts: [Part] = []
        var rest = Substring(line.dropFirst(spaces))
        while let first = rest.first {
            if first == " " {
                rest = rest.dropFirst()
            } else if first == "\"" {
                guard let (literal, text, after) = Self.quoted(rest) else { throw SnapshotFormatError.unterminated(line: number, text: line) }
                parts.append(.quoted(literal: literal, text: text))
                rest = after
            } else if first == "/" {
                guard let (source, after) = Self.pattern(rest) else { throw SnapshotFormatError.unterminated(line: number, text: line) }
                parts.append(.pattern(try SnapshotFormatError.compile(source, in: "tree line \(number)")))
                rest = after
            } else {
                let word = rest.prefix { $0 != " " }
                parts.append(.word(String(word)))
                rest = rest.dropFirst(word.count)
            }
        }
        self.parts = parts.indices.compactMap { index in
            if case .word("label:") = parts[index], index + 1 < parts.count, !parts[index + 1].isWord { return nil }
            return parts[index]
        }
    }

    /// Whether this line, read from a reference, stands for `actual`, read from a tree.
    func matches(_ actual: TreeSnapshotLine, comparingDepth: Bool) -> Bool {
        guard !comparingDepth || depth == actual.depth, parts.count == actual.parts.count else { return false }
        return zip(parts, actual.parts).allSatisfy { expected, found in
            switch (expected, found) {
            case let (.word(a), .word(b)): a == b
            case let (.quoted(a, _), .quoted(b, _)): a == b
            case let (.pattern(regex), .quoted(_, text)): (try? regex.wholeMatch(in: text)) != nil
            default: false
            }
        }
    }

    /// A quoted literal at the start of `text` (as `String.quotedLiteral` writes it):
    /// the literal, the text it stands for, and what follows it.
    private static func quoted(_ text: Substring) -> (String, String, Substring)? {
        var index = text.index(after: text.startIndex)
        var value = ""
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                let end = text.index(after: index)
                return (String(text[..<end]), value, text[end...])
            }
            if character == "\\" {
                index = text.index(after: index)
                guard index < text.endIndex else { return nil }
                switch text[index] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "u":
                    guard let close = text[index...].firstIndex(of: "}"),
                        let scalar = UInt32(text[text.index(index, offsetBy: 2)..<close], radix: 16).flatMap(Unicode.Scalar.init)
                    else { return nil }
                    value.unicodeScalars.append(scalar)
                    index = close
                default: value.append(text[index])
                }
            } else {
                value.append(character)
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A `/pattern/` at the start of `text` (`\/` for a slash inside): its source and
    /// what follows it.
    private static func pattern(_ text: Substring) -> (String, Substring)? {
        var index = text.index(after: text.startIndex)
        var source = ""
        while index < text.endIndex {
            let character = text[index]
            if character == "/" { return (source, text[text.index(after: index)...]) }
            if character == "\\", text.index(after: index) < text.endIndex, text[text.index(after: index)] == "/" {
                source.append("/")
                index = text.index(index, offsetBy: 2)
                continue
            }
            source.append(character)
            index = text.index(after: index)
        }
        return nil
    }
}

extension TreeSnapshotLine.Part {
    var isWord: Bool { if case .word = self { true } else { false } }
}
