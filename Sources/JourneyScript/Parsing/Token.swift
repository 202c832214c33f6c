/// One word, string, number or symbol of a script line, with where it starts.
struct Token: Sendable, Equatable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        /// Letters, digits and underscores, starting with a letter: `tap`, `buttons`.
        case word(String)
        /// A double-quoted string, escapes resolved.
        case string(String)
        /// A whole number.
        case number(Int)
        /// A number with a unit: `5s`, `500ms`.
        case duration(Duration)
        /// Punctuation or a comparison: `.`, `[`, `]`, `(`, `)`, `:`, `,`, `==`, `!=`, `>=`, `<=`, `>`, `<`.
        case symbol(String)
        /// An environment variable's name after `$`: `$PASSWORD` is `.variable("PASSWORD")`.
        case variable(String)
        /// A launch argument: everything up to the next space.
        case argument(String)
        /// The end of the line (or the start of a comment).
        case end
    }

    /// What the token is.
    var kind: Kind
    /// Its first column, counting characters from 1.
    var column: Int
    /// The index just after its last character.
    var end: Int
    /// The token as written.
    var text: String

    /// The token for an error message: `'buttons'`, or `the end of the line`.
    var found: String {
        kind == .end ? "the end of the line" : "'\(text.excerpt)'"
    }

    /// The word, if the token is one.
    var word: String? {
        if case let .word(word) = kind { return word }
        return nil
    }

    /// Whether the token is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
        kind == .symbol(symbol)
    }
}
