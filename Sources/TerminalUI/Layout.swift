public import ScreenModel

/// Hands out rows of a screen region from the top down, so views place elements
/// without counting lines by hand.
public struct RowLayout {
    /// The region rows are taken from.
    public let bounds: Rect
    /// The next free row.
    private(set) var y: Int

    /// A layout starting at the top of `bounds`.
    public init(_ bounds: Rect) {
        self.bounds = bounds
        y = bounds.minY
    }

    /// The rows not yet taken.
    public var remaining: Rect {
        Rect(x: bounds.minX, y: y, width: bounds.width, height: max(0, bounds.maxY - y))
    }

    /// Takes `height` rows spanning the region's width, indented by `inset` columns each side.
    public mutating func take(_ height: Int = 1, inset: Int = 0) -> Rect {
        defer { y += height }
        return Rect(x: bounds.minX + inset, y: y, width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// Leaves `rows` blank rows.
    public mutating func skip(_ rows: Int = 1) {
        y += rows
    }
}

extension Rect {
    /// A rectangle `width` columns wide at the left of this one, on its first row.
    public func leading(_ width: Int) -> Rect {
        Rect(x: minX, y: minY, width: min(width, self.width), height: 1)
    }

    /// A rectangle `width` columns wide centred in this one, on its first row.
    public func centered(_ width: Int) -> Rect {
        let width = min(width, self.width)
        return Rect(x: minX + (self.width - width) / 2, y: minY, width: width, height: 1)
    }

    /// A rectangle `width` columns wide at the right of this one, on its first row.
    public func trailing(_ width: Int) -> Rect {
        let width = min(width, self.width)
        return Rect(x: maxX - width, y: minY, width: width, height: 1)
    }
}

/// The width a button needs for `label`: the label and its brackets.
public func buttonWidth(_ label: String) -> Int {
    label.terminalWidth + 4
}

/// The columns `text` takes on a terminal: a wide character (日, 🙂) takes two, a
/// combining mark none. Size a label's frame with it, not with `count`.
public func textWidth(_ text: String) -> Int {
    text.terminalWidth
}

extension Rect {
    /// A column at most `maxWidth` wide, centred in this rectangle, full height: keeps
    /// lines short enough to read on wide terminals.
    public func column(maxWidth: Int) -> Rect {
        let width = min(self.width, maxWidth)
        return Rect(x: minX + (self.width - width) / 2, y: minY, width: width, height: height)
    }

    /// This rectangle without its last `rows` rows.
    public func droppingBottom(_ rows: Int) -> Rect {
        Rect(x: minX, y: minY, width: width, height: max(0, height - rows))
    }

    /// The last `rows` rows of this rectangle.
    public func bottom(_ rows: Int) -> Rect {
        let rows = min(rows, height)
        return Rect(x: minX, y: maxY - rows, width: width, height: rows)
    }
}

extension Rect {
    /// This rectangle narrowed by `columns` on the left and right.
    public func inset(_ columns: Int) -> Rect {
        Rect(x: minX + columns, y: minY, width: max(0, width - 2 * columns), height: height)
    }
}
