import ScreenModel
import TerminalEmulator

extension TableRule {
    /// A list scrolled so that one item shows (Textual's `OptionList` in a box one item
    /// tall): its rows one highlight spans alike, with a scroll bar right beside the
    /// highlight, and the rows just above and below it painted unlike the highlight. One
    /// highlighted item alone is text; the scroll bar says there is more of the list. Lines
    /// on the paint that goes on above and below them (a paragraph beside a page's scroll
    /// bar) are no highlight.
    enum ScrolledItem {
        /// The widths a scroll bar is drawn in, widest first.
        static let barWidths = [2, 1]
        /// The most cells after a scroll bar to the end of its container's row: padding
        /// and a border's side.
        static let cellsAfterBar = 2

        /// Makes a list of one item of `rows` when they are one highlighted item with a
        /// scroll bar beside it; returns whether it made one.
        @discardableResult
        static func make(_ rows: ArraySlice<Row>, in reading: ScreenReading) -> Bool {
            let items = ListItems.items(of: rows, on: nil, in: reading)
            guard items.count == 1, let item = items.first, let first = item.first,
                let span = ListItems.highlight(of: first, on: nil, in: reading)?.span, let last = item.last,
                standsApart(span, from: first.y, to: last.y, in: reading), hasScrollBar(after: span, rows: item.map(\.y), in: reading)
            else { return false }
            TableRule.makeTable(items, on: nil, in: reading)
            return true
        }

        /// Whether the highlight spanning `span` on rows `top` to `bottom` is painted unlike
        /// the row above and the row below it (where there are such rows) at its start.
        static func standsApart(_ span: Range<Int>, from top: Int, to bottom: Int, in reading: ScreenReading) -> Bool {
            let paint = reading.grid.paint(span.lowerBound, top)
            return [top - 1, bottom + 1].allSatisfy { row in
                row < 0 || row >= reading.grid.rows || reading.grid.paint(span.lowerBound, row) != paint
            }
        }

        /// Whether the columns right after the highlight spanning `span` on `rows` are a
        /// scroll bar: one or two columns, on each row painted alike, unlike the highlight
        /// and unlike the cell after them, with nothing after them to the container's row
        /// end but a few blanks and a border's side.
        static func hasScrollBar(after span: Range<Int>, rows: [Int], in reading: ScreenReading) -> Bool {
            guard let y = rows.first else { return false }
            let area = reading.container(of: Point(x: span.lowerBound, y: y))
            return barWidths.contains { width in
                let bar = span.upperBound..<(span.upperBound + width)
                guard bar.upperBound <= area.maxX, area.maxX - bar.upperBound <= cellsAfterBar else { return false }
                return rows.allSatisfy { row in
                    let paint = reading.grid.paint(bar.lowerBound, row)
                    guard bar.allSatisfy({ reading.grid.paint($0, row) == paint }), paint != reading.grid.paint(span.lowerBound, row) else { return false }
                    let after = bar.upperBound..<area.maxX
                    if let next = after.first, reading.grid.paint(next, row) == paint { return false }
                    return after.allSatisfy { reading.grid.isBlank($0, row) || isBorderSide(reading.grid.scalar($0, row)) }
                }
            }
        }

        /// Whether `scalar` draws a container's side: a box-drawing line or a tall border's.
        private static func isBorderSide(_ scalar: Unicode.Scalar) -> Bool {
            BoxDrawing.isLine(scalar) || scalar == TallFieldRule.right
        }
    }
}
