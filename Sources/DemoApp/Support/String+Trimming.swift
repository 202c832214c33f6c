extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        trimmingCharacters(in: " \t\n\r")
    }

    /// The string with `characters` removed from both ends.
    func trimmingCharacters(in characters: String) -> String {
        guard let start = firstIndex(where: { !characters.contains($0) }),
            let end = lastIndex(where: { !characters.contains($0) })
        else { return "" }
        return String(self[start...end])
    }
}
