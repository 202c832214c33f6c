/// Splits one script line into tokens, on demand, so the parser can switch to reading
/// launch arguments (which are split on spaces only) after `launch`.
///
/// A `#` outside a string starts a comment that runs to the end of the line.
struct Lexer {
    private let characters: [Character]
    /// The file, as it was named.
    let file: String
    /// The line number, counting from 1.
    let line: Int
    /// The text of the line.
    let text: String
    private var position = 0
    private var peeked: Token?
    private var consumedEnd = 0

    /// Creates a lexer for line `line` of `file`, whose text is `text`.
    init(_ text: String, file: String, line: Int) {
        self.text = text
        self.characters = Array(text)
        self.file = file
        self.line = line
    }

    /// The line up to the end of the last token taken, without surrounding spaces:
    /// the step as written, without its comment.
    var consumedText: String {
        String(characters[..<consumedEnd]).trimmingSpaces
    }

    /// `consumedText` with the characters of `span` (a token's) shown as
    /// `Lexer.maskedString`: the step as written, a secret left out.
    func consumedText(masking span: Range<Int>?) -> String {
        guard let span, span.upperBound <= consumedEnd else { return consumedText }
        return (String(characters[..<span.lowerBound]) + Self.maskedString + String(characters[span.upperBound..<consumedEnd])).trimmingSpaces
    }

    /// How a masked string literal reads in a step's source.
    static let maskedString = "\"•••\""

    /// An error at `column` of this line.
    func error(_ problem: ScriptError.Problem, at column: Int) -> ScriptError {
        ScriptError(file: file, line: line, column: column, problem: problem, sourceLine: text)
    }

    /// The next token, without taking it.
    mutating func peek() throws(ScriptError) -> Token {
        if let peeked { return peeked }
        let token = try scan()
        peeked = token
        return token
    }

    /// Takes the next token.
    mutating func next() throws(ScriptError) -> Token {
        let token = try peek()
        peeked = nil
        if token.kind != .end { consumedEnd = token.end }
        return token
    }

    /// Takes the next launch argument: a string, or anything up to a space; nil at the
    /// end of the line or a comment.
    mutating func nextArgument() throws(ScriptError) -> Token? {
        precondition(peeked == nil, "arguments are read without peeking")
        skipSpaces()
        guard position < characters.count, characters[position] != "#" else { return nil }
        let token: Token
        if characters[position] == "\"" {
            token = try scanString()
        } else {
            let start = position
            while position < characters.count, !characters[position].isSpace, characters[position] != "#" { position += 1 }
            let text = String(characters[start..<position])
            token = Token(kind: .argument(text), column: start + 1, end: position, text: text)
        }
        consumedEnd = token.end
        return token
    }

    // MARK: - Scanning

    private mutating func scan() throws(ScriptError) -> Token {
        skipSpaces()
        guard position < characters.count, characters[position] != "#" else {
            return Token(kind: .end, column: position + 1, end: position, text: "")
        }
        let character = characters[position]
        if character == "\"" { return try scanString() }
        if character == "$" { return try scanVariable() }
        if character.isLetter || character == "_" { return scanWord() }
        if character.isASCIIDigit { return try scanNumber() }
        return try scanSymbol()
    }

    private mutating func scanWord() -> Token {
        let start = position
        while position < characters.count, characters[position].isWordCharacter { position += 1 }
        let word = String(characters[start..<position])
        return Token(kind: .word(word), column: start + 1, end: position, text: word)
    }

    /// `$NAME`: letters, digits and underscores after the dollar, not starting with a digit.
    private mutating func scanVariable() throws(ScriptError) -> Token {
        let start = position
        position += 1
        let nameStart = position
        while position < characters.count, characters[position].isWordCharacter, characters[position].isASCII { position += 1 }
        let name = String(characters[nameStart..<position])
        guard let first = name.first, !first.isNumber else {
            throw error(.expected("an environment variable's name after $, as in $PASSWORD", found: "'$\(name)'"), at: start + 1)
        }
        return Token(kind: .variable(name), column: start + 1, end: position, text: "$" + name)
    }

    private mutating func scanNumber() throws(ScriptError) -> Token {
        let start = position
        while position < characters.count, characters[position].isASCIIDigit { position += 1 }
        var isWhole = true
        if position + 1 < characters.count, characters[position] == ".", characters[position + 1].isASCIIDigit {
            isWhole = false
            position += 1
            while position < characters.count, characters[position].isASCIIDigit { position += 1 }
        }
        let digitsEnd = position
        while position < characters.count, characters[position].isWordCharacter { position += 1 }
        let text = String(characters[start..<position])
        let number = String(characters[start..<digitsEnd])
        let unit = String(characters[digitsEnd..<position])
        if unit.isEmpty {
            guard isWhole, let value = Int(number) else { throw error(.invalidDuration(text), at: start + 1) }
            return Token(kind: .number(value), column: start + 1, end: position, text: text)
        }
        guard let value = Double(number), let milliseconds = Self.milliseconds(value, unit: unit) else {
            throw error(.invalidDuration(text), at: start + 1)
        }
        guard milliseconds <= Double(Self.longestDuration.components.seconds) * 1_000 else {
            throw error(.durationTooLong(text), at: start + 1)
        }
        return Token(kind: .duration(.milliseconds(Int(milliseconds))), column: start + 1, end: position, text: text)
    }

    /// The longest duration a script may write, a day: a longer wait is a mistake, and one
    /// past what a count of milliseconds holds would not be a number at all.
    static let longestDuration: Duration = .seconds(86_400)

    /// `value` in `unit` as whole milliseconds; nil for an unknown unit.
    private static func milliseconds(_ value: Double, unit: String) -> Double? {
        switch unit {
        case "s": (value * 1_000).rounded()
        case "ms": value.rounded()
        default: nil
        }
    }

    private mutating func scanSymbol() throws(ScriptError) -> Token {
        let start = position
        let character = characters[position]
        let following = position + 1 < characters.count ? characters[position + 1] : nil
        let symbol: String
        switch character {
        case ".", "[", "]", "(", ")", ":", ",":
            symbol = String(character)
        case "=" where following == "=", "!" where following == "=", ">" where following == "=", "<" where following == "=":
            symbol = String(character) + "="
        case ">", "<":
            symbol = String(character)
        case "=":
            throw error(.singleEquals, at: start + 1)
        default:
            throw error(.unexpectedCharacter(character), at: start + 1)
        }
        position += symbol.count
        return Token(kind: .symbol(symbol), column: start + 1, end: position, text: symbol)
    }

    private mutating func scanString() throws(ScriptError) -> Token {
        let start = position
        position += 1
        var value = ""
        while position < characters.count {
            let character = characters[position]
            if character == "\"" {
                position += 1
                return Token(kind: .string(value), column: start + 1, end: position, text: String(characters[start..<position]))
            }
            if character == "\\" {
                guard position + 1 < characters.count else { break }
                let escaped = characters[position + 1]
                switch escaped {
                case "\"": value.append("\"")
                case "\\": value.append("\\")
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "u":
                    guard let (scalar, length) = unicodeEscape(at: position + 2) else { throw error(.invalidEscape(escaped), at: position + 1) }
                    value.unicodeScalars.append(scalar)
                    position += 2 + length
                    continue
                default: throw error(.invalidEscape(escaped), at: position + 1)
                }
                position += 2
                continue
            }
            value.append(character)
            position += 1
        }
        throw error(.unterminatedString, at: start + 1)
    }

    /// The scalar of a `{1b}` at `start` (what follows `\u`, as `String.quotedLiteral`
    /// writes a control character) and the characters it takes; nil unless it is one to
    /// eight hexadecimal digits in braces naming a scalar.
    private func unicodeEscape(at start: Int) -> (Unicode.Scalar, Int)? {
        guard start < characters.count, characters[start] == "{" else { return nil }
        var end = start + 1
        while end < characters.count, characters[end].isHexDigit, end - start <= 8 { end += 1 }
        guard end < characters.count, characters[end] == "}", end > start + 1,
            let value = UInt32(String(characters[start + 1..<end]), radix: 16),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, end - start + 1)
    }

    /// Takes a `/pattern/` (a slash inside written `\/`) if one comes next, read as it
    /// is written (`#` included): its source and column; nil when something else comes.
    mutating func nextPattern() throws(ScriptError) -> (source: String, column: Int)? {
        precondition(peeked == nil, "a pattern is read without peeking")
        skipSpaces()
        guard position < characters.count, characters[position] == "/" else { return nil }
        let start = position
        position += 1
        var source = ""
        while position < characters.count {
            let character = characters[position]
            if character == "/" {
                position += 1
                consumedEnd = position
                return (source, start + 1)
            }
            if character == "\\", position + 1 < characters.count, characters[position + 1] == "/" {
                source.append("/")
                position += 2
                continue
            }
            source.append(character)
            position += 1
        }
        throw error(.unterminatedPattern, at: start + 1)
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isSpace { position += 1 }
    }
}

extension Character {
    /// A space or a tab: what separates tokens.
    var isSpace: Bool { self == " " || self == "\t" }
    /// `0`–`9`.
    var isASCIIDigit: Bool { isASCII && isNumber }
    /// A letter, digit or underscore.
    var isWordCharacter: Bool { isLetter || isNumber || self == "_" }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        guard let first = firstIndex(where: { !$0.isSpace }), let last = lastIndex(where: { !$0.isSpace }) else { return "" }
        return String(self[first...last])
    }
}
