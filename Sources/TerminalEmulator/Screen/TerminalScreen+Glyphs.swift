/// A cell as a reader of every cell of a screen needs it: its first scalar, its width and
/// its attributes, without the cost of its text as a string.
public struct Glyph: Sendable, Hashable {
    /// The cell's first scalar: a space for a blank cell and for the second column of a
    /// wide character.
    public let scalar: Unicode.Scalar
    /// 1, 2 for a wide character, 0 for the second column of one.
    public let width: Int
    /// Its colours and style.
    public let attributes: Attributes
    /// Whether marks combine with the first scalar (the cell's text is longer than it).
    public let hasMarks: Bool

    /// A glyph of `scalar`, `width` columns wide, drawn with `attributes`.
    public init(scalar: Unicode.Scalar, width: Int, attributes: Attributes, hasMarks: Bool) {
        self.scalar = scalar
        self.width = width
        self.attributes = attributes
        self.hasMarks = hasMarks
    }
}

extension TerminalScreen {
    /// The glyphs of row `y` (from 0), one a column, or none outside the screen. Many
    /// times cheaper than `cell(x:y:)` for each column: no cell's text is built.
    public func glyphs(row y: Int) -> [Glyph] {
        guard y >= 0, y < rows else { return [] }
        return grid[y].cells.prefix(columns).map { stored in
            let hasMarks = stored.content & StoredCell.clusterFlag != 0
            let first = hasMarks ? clusters.scalars(of: stored.content).first ?? 0xFFFD : stored.content
            let scalar = stored.width == 0 ? " " : Unicode.Scalar(first) ?? "\u{FFFD}"
            return Glyph(scalar: scalar, width: Int(stored.width), attributes: stored.attributes, hasMarks: hasMarks)
        }
    }
}
