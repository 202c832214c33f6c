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

    /// The longest path a message names whole.
    static let pathExcerptLength = 200

    /// A path as messages name it: whole up to 200 characters, else its first 100, `…`
    /// and its last 99 (where the file's name is), so a runaway path cannot flood a
    /// message.
    package var pathExcerpt: String {
        // utf8.count first: counting characters of a megabyte path is the slow part.
        guard utf8.count > Self.pathExcerptLength, count > Self.pathExcerptLength else { return self }
        return String(prefix(Self.pathExcerptLength / 2)) + "…" + String(suffix(Self.pathExcerptLength / 2 - 1))
    }
}
