/// The small readers every step is built from: each takes one token of the kind the
/// grammar needs there, or throws saying what it needed and what it found.
extension LineParser {
    mutating func word(_ what: String) throws(ScriptError) -> (String, Token) {
        let token = try lexer.next()
        guard let word = token.word else { throw lexer.error(.expected(what, found: token.found), at: token.column) }
        return (word, token)
    }

    mutating func keyword(_ keyword: String) throws(ScriptError) {
        let token = try lexer.next()
        guard token.word == keyword else { throw lexer.error(.expected("'\(keyword)'", found: token.found), at: token.column) }
    }

    mutating func symbol(_ symbol: String, _ what: String? = nil) throws(ScriptError) {
        let token = try lexer.next()
        guard token.isSymbol(symbol) else {
            throw lexer.error(.expected(what ?? "'\(symbol)'", found: token.found), at: token.column)
        }
    }

    mutating func string(_ what: String) throws(ScriptError) -> String {
        let token = try lexer.next()
        guard case let .string(value) = token.kind else { throw lexer.error(.expected(what, found: token.found), at: token.column) }
        return value
    }

    /// A word or a string.
    mutating func value(_ what: String) throws(ScriptError) -> String {
        let token = try lexer.next()
        switch token.kind {
        case let .word(value), let .string(value): return value
        case .number: return token.text
        default: throw lexer.error(.expected(what, found: token.found), at: token.column)
        }
    }

    mutating func number(_ what: String) throws(ScriptError) -> Int {
        let token = try lexer.next()
        guard case let .number(value) = token.kind else { throw lexer.error(.expected(what, found: token.found), at: token.column) }
        return value
    }

    mutating func duration() throws(ScriptError) -> Duration {
        let token = try lexer.next()
        switch token.kind {
        case let .duration(duration): return duration
        case .number: throw lexer.error(.invalidDuration(token.text), at: token.column)
        default: throw lexer.error(.expected("a duration, such as 5s or 500ms", found: token.found), at: token.column)
        }
    }

    mutating func endOfLine(expecting what: String = "the end of the line") throws(ScriptError) {
        let token = try lexer.next()
        guard token.kind == .end else { throw lexer.error(.expected(what, found: token.found), at: token.column) }
    }
}
