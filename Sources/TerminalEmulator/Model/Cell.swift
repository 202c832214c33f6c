/// One character cell of the screen as a person sees it.
public struct Cell: Sendable, Hashable {
    /// The character shown: a space in a blank cell, the whole character (with any
    /// combining marks) in the first column of a wide one, and an empty string in its second.
    public var text: String
    /// Columns the character takes: 1, 2 for a wide character, 0 for the second half of one.
    public var width: Int
    /// Its colours and style.
    public var attributes: Attributes

    /// Creates a cell.
    public init(text: String, width: Int = 1, attributes: Attributes = .plain) {
        self.text = text
        self.width = width
        self.attributes = attributes
    }

    /// The text colour.
    public var foreground: Color { attributes.foreground }
    /// The cell colour.
    public var background: Color { attributes.background }
    /// Bold, underline, inverse and the rest.
    public var style: Style { attributes.style }
}
