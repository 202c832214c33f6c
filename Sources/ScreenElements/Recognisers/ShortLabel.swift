/// What a label in a row of labels looks like: a menu's item, a tab's title, a button's
/// name, as against a sentence or a value.
enum ShortLabel {
    /// The most cells a label of words has.
    static let longestWords = 24
    /// The most words a label of words has.
    static let mostWords = 4
    /// The most cells a tab's title has.
    static let longestName = 30

    /// Whether `text` is one to four words of letters (`'`, `-` and `&` may join them),
    /// at most 24 cells: `File`, `Yes`, `don't ask me again`; not `Delete all files?`,
    /// `file.txt`, `7.2` or `utf-8`.
    static func isWords(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard !words.isEmpty, words.count <= mostWords, text.count <= longestWords else { return false }
        return words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, let last = word.unicodeScalars.last, first.properties.isAlphabetic,
                last.properties.isAlphabetic
            else { return false }
            return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "'" || $0 == "-" || $0 == "&" }
        }
    }

    /// Whether `text` can be a tab's title: at most 30 cells holding a letter or digit,
    /// and no bracket or bar (those are buttons' and frames').
    static func isName(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= longestName else { return false }
        let brackets: Set<Unicode.Scalar> = ["<", ">", "[", "]", "(", ")", "|"]
        return text.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && !text.unicodeScalars.contains { brackets.contains($0) || BoxDrawing.isLine($0) }
    }
}
