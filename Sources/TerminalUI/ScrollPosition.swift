public import ScreenModel

/// Which row of a list shows first: the scrolling state a view model keeps for each
/// table it shows. Views report how many rows fit; the position never strays past
/// the last page.
public struct ScrollPosition: Equatable, Sendable {
    /// At the top.
    public init() {}

    /// The first row shown.
    public private(set) var firstRow = 0

    /// The first row to show when `visibleRows` rows fit and there are `rowCount`.
    public func clampedFirstRow(visibleRows: Int, rowCount: Int) -> Int {
        max(0, min(firstRow, rowCount - max(1, visibleRows)))
    }

    /// A swipe: `up` moves the content up to reveal later rows, by a page less one
    /// row so the reader keeps their place.
    public mutating func scroll(_ direction: SwipeDirection, visibleRows: Int, rowCount: Int) {
        let page = max(1, visibleRows - 1)
        let current = clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
        switch direction {
        case .up: firstRow = current + page
        case .down: firstRow = current - page
        case .left, .right: return
        }
        firstRow = clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
    }

    /// Scrolls just enough that `row` is shown.
    public mutating func reveal(_ row: Int, visibleRows: Int, rowCount: Int) {
        let current = clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
        if row < current {
            firstRow = row
        } else if row >= current + visibleRows {
            firstRow = row - visibleRows + 1
        } else {
            firstRow = current
        }
        firstRow = clampedFirstRow(visibleRows: visibleRows, rowCount: rowCount)
    }

    /// Back to the top, as after a new search.
    public mutating func reset() {
        firstRow = 0
    }
}
