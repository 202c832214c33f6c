/// Where the program's next character goes, and whether it shows the cursor there.
public struct Cursor: Sendable, Hashable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int
    /// Whether the cursor is shown (DEC private mode 25).
    public var isVisible: Bool

    /// Creates a cursor.
    public init(x: Int, y: Int, isVisible: Bool = true) {
        self.x = x
        self.y = y
        self.isVisible = isVisible
    }
}
