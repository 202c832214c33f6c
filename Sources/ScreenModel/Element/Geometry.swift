/// A position on a terminal screen, in character cells; `(0, 0)` is the top-left cell.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var x: Int
    /// The row, counted from 0 at the top edge.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in character cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The classic terminal size, 80 columns by 24 rows.
    public static let standardTerminal = Size(width: 80, height: 24)

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }

    /// Parses `WIDTHxHEIGHT` (e.g. `80x24`); both must be positive and at most 1000.
    public init?(parsing text: some StringProtocol) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...1000).contains(width), (1...1000).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }
}

/// A rectangle of character cells: the frame an element occupies on screen.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// One past the rightmost column.
    public var maxX: Int { origin.x + size.width }
    /// One past the bottom row.
    public var maxY: Int { origin.y + size.height }
    /// The column count.
    public var width: Int { size.width }
    /// The row count.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The cell a tap aims at: the middle of the rectangle, rounded towards the top-left.
    public var center: Point { Point(x: origin.x + (size.width - 1) / 2, y: origin.y + (size.height - 1) / 2) }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles cover; empty when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return .zero }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `{{x, y}, {w, h}}`, as XCUITest prints frames.
    public var description: String { "{{\(minX), \(minY)}, {\(width), \(height)}}" }
}
