/// A snapshot's text, or a mask, that cannot be read: what was wrong and where.
public enum SnapshotFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A regular expression (in a mask or a tree line) that does not compile.
    case invalidPattern(String, in: String, reason: String)
    /// A rectangle mask with a negative origin or size.
    case negativeRectangle(String)
    /// A tree line indented by an odd number of spaces, or deeper than its parent allows.
    case badIndentation(line: Int, text: String)
    /// A tree line whose quotes or slashes are not closed.
    case unterminated(line: Int, text: String)

    /// The problem, quoting the text, with what to do about it.
    public var description: String {
        switch self {
        case let .invalidPattern(source, place, reason):
            "the pattern /\(source)/ in \(place) is not a regular expression Swift understands: \(reason)"
        case let .negativeRectangle(mask):
            "the mask \(mask) has a negative origin or size; give x, y, width and height of 0 or more"
        case let .badIndentation(line, text):
            "tree line \(line) (\(text.quotedLiteral)) is indented wrongly: indent two spaces a level, one level at most below the line above"
        case let .unterminated(line, text):
            "tree line \(line) (\(text.quotedLiteral)) has a quote or a /pattern/ that is not closed"
        }
    }

    /// The regular expression `source`, or the error naming `place`.
    static func compile(_ source: String, in place: String) throws -> Regex<AnyRegexOutput> {
        do {
            return try Regex(source)
        } catch {
            throw SnapshotFormatError.invalidPattern(source, in: place, reason: "\(error)")
        }
    }
}
