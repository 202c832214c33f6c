/// Splits a command line into words as a POSIX shell does, without expanding anything:
/// spaces and tabs separate words; single quotes keep everything up to the next single
/// quote; double quotes keep everything up to the next double quote except that a
/// backslash escapes `"`, `\`, `$` and `` ` ``; outside quotes a backslash keeps the next
/// character. `$VAR`, globs, `~` and operators such as `|` are taken literally.
package enum ShellWords {
    /// Why a command line cannot be split.
    package enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// A quote with no closing partner.
        case unterminatedQuote(Character)
        /// A backslash at the very end.
        case trailingBackslash

        /// What is wrong, for a script error.
        package var description: String {
            switch self {
            case let .unterminatedQuote(quote): "the command line has a \(quote) with no closing \(quote)"
            case .trailingBackslash: "the command line ends with a backslash, which escapes nothing"
            }
        }
    }

    /// The words of `line`.
    package static func split(_ line: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                guard closed else { throw .unterminatedQuote("'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = characters.next() else { break }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                        continue
                    }
                    word.append(next)
                }
                guard closed else { throw .unterminatedQuote("\"") }
            case "\\":
                guard let escaped = characters.next() else { throw .trailingBackslash }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
