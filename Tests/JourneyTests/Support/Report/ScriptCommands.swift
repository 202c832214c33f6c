import Foundation

/// The `journey` commands a CI script runs, read the way a POSIX shell splits them into
/// words: quotes, backslashes, comments, line continuations and command separators.
/// Expansions (`$CI_NODE_INDEX`, `${NAME}`, GitHub's `${{ matrix.shard }}`) read as `1`,
/// which keeps a `--shard` value like `${{ matrix.shard }}/3` well formed.
enum ScriptCommands {
    /// One `journey` command of a script: the words after `journey`, and its line as written.
    struct Command: CustomStringConvertible {
        let arguments: [String]
        let line: String
        var description: String { line.trimmingCharacters(in: .whitespaces) }
    }

    /// Every `journey` command in `script`, in order: each word `journey` (or a path
    /// ending in `/journey`) and the words after it up to the end of its command.
    static func journeyCommands(in script: String) -> [Command] {
        let joined = script.replacing(#/\$\{\{[^}]*\}\}/#, with: "1").replacing("\\\n", with: " ")
        var commands: [Command] = []
        for line in joined.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            var current: [String]?
            for word in words(in: line) {
                switch word {
                case .separator:
                    if let arguments = current { commands.append(Command(arguments: arguments, line: line)) }
                    current = nil
                case let .word(text):
                    if current != nil {
                        current?.append(text)
                    } else if text == "journey" || text.hasSuffix("/journey") {
                        current = []
                    }
                }
            }
            if let arguments = current { commands.append(Command(arguments: arguments, line: line)) }
        }
        return commands
    }

    /// A word of a shell line, or a separator between commands (`;`, `&`, `&&`, `|`, `||`, parentheses).
    enum Word: Equatable {
        case word(String)
        case separator
    }

    /// The words of one shell line, expansions read as `1`, a comment left out.
    static func words(in line: String) -> [Word] {
        var words: [Word] = []
        var text = ""
        var inWord = false
        var quote: Character?
        var characters = line[...]
        func endWord() {
            if inWord { words.append(.word(text)) }
            text = ""
            inWord = false
        }
        while let character = characters.popFirst() {
            if quote == "'" {
                if character == "'" { quote = nil } else { text.append(character) }
                continue
            }
            switch character {
            case "\\":
                if let next = characters.popFirst() { text.append(next) }
                inWord = true
            case "$":
                if characters.first == "{" {
                    characters = characters.drop { $0 != "}" }.dropFirst()
                } else {
                    let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    let special = name.isEmpty && characters.first.map { "@*#?-$!".contains($0) } == true
                    characters = characters.dropFirst(special ? 1 : name.count)
                }
                text.append("1")
                inWord = true
            case "\"":
                quote = quote == "\"" ? nil : "\""
                inWord = true
            case "'" where quote == nil:
                quote = "'"
                inWord = true
            case _ where quote == "\"":
                text.append(character)
            case " ", "\t":
                endWord()
            case "#" where !inWord:
                endWord()
                return words
            case ";", "&", "|", "(", ")":
                endWord()
                if words.last != .separator { words.append(.separator) }
            default:
                text.append(character)
                inWord = true
            }
        }
        endWord()
        return words
    }
}
