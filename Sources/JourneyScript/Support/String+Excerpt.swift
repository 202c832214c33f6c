extension String {
    /// The longest stretch of a tester's word a message quotes.
    static let excerptLength = 40

    /// The string as a message quotes a word: whole when it is short, else its first
    /// characters and `…`, so a runaway word cannot flood the console.
    var excerpt: String {
        excerpt(Self.excerptLength)
    }

    /// The string whole when it has at most `limit` characters, else its first
    /// `limit - 1` and `…`.
    func excerpt(_ limit: Int) -> String {
        count <= limit ? self : prefix(Swift.max(0, limit - 1)) + "…"
    }
}
