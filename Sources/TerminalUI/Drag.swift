public import ScreenModel

/// A mouse drag, as the kit hands it to the element that takes it (`Node.onDrag`): the
/// button went down on `start` and came up on `end`, both screen cells.
public struct Drag: Sendable, Hashable, CustomStringConvertible {
    /// Where the button went down: a cell inside the element the drag began on.
    public var start: Point
    /// Where the button came up.
    public var end: Point
    /// The identifiers of the elements under `end`, innermost first (elements without an
    /// identifier left out): what the drag was dropped on. A row's handler finds the row
    /// it was dropped on here.
    public var droppedOn: [String]

    /// Creates a drag from `start` to `end`, dropped on the elements named in `droppedOn`.
    public init(start: Point, end: Point, droppedOn: [String] = []) {
        self.start = start
        self.end = end
        self.droppedOn = droppedOn
    }

    /// How far the drag moved: columns right and rows down (negative: left, up).
    public var distance: (columns: Int, rows: Int) { (end.x - start.x, end.y - start.y) }

    /// The way the drag moves content that follows it, along its longer axis (a drag
    /// upwards is `.up`, as a swipe up); nil when it ends where it began.
    public var direction: SwipeDirection? {
        let (columns, rows) = distance
        if columns == 0 && rows == 0 { return nil }
        if abs(rows) >= abs(columns) { return rows < 0 ? .up : .down }
        return columns < 0 ? .left : .right
    }

    /// `(3, 4) → (3, 9) onto todoCell_2`.
    public var description: String {
        "\(start) → \(end)" + (droppedOn.first.map { " onto \($0)" } ?? "")
    }
}
