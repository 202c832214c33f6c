import ScreenModel
import TerminalEmulator

extension TableRule {
    /// Which rows of a table of several columns are highlighted: a table has at most one
    /// selected row, so where several look highlighted, what they share is taken for the
    /// table's own look, not a selection.
    enum TableHighlight {
        /// `block` without its header, and the rows of it that are highlighted against
        /// `ground` (the container's paint when nil).
        ///
        /// The first row is a header, left to be read as text, when it and another row
        /// are highlighted, every character of it is bold and no row below is wholly bold
        /// (Textual's `DataTable`: a bold header over the cursor's row). Where two or more
        /// rows are still highlighted, each row is judged column by column against the
        /// paint most rows have in that column (a first column painted apart, as a fixed
        /// column is), when that leaves fewer.
        static func rows(of block: [Row], on ground: Paint?, in reading: ScreenReading) -> (rows: [Row], highlighted: Set<Int>) {
            var rows = block
            var highlighted = Set(rows.filter { isHighlighted($0, on: ground, in: reading) }.map(\.y))
            if let first = rows.first, highlighted.count >= 2, highlighted.contains(first.y),
                isWhollyBold(first, in: reading), !rows.dropFirst().contains(where: { isWhollyBold($0, in: reading) })
            {
                rows.removeFirst()
                highlighted.remove(first.y)
            }
            if highlighted.count >= 2 {
                let byColumn = highlightedAgainstColumns(rows, in: reading)
                if byColumn.count < highlighted.count { highlighted = byColumn }
            }
            return (rows, highlighted)
        }

        /// Whether `row` stands out from `ground` anywhere between its first and last column.
        static func isHighlighted(_ row: Row, on ground: Paint?, in reading: ScreenReading) -> Bool {
            reading.isHighlighted(row: row.y, from: row.columns[0].lowerBound, to: row.columns[row.columns.count - 1].upperBound, on: ground)
        }

        /// Whether every character of `row` is bold.
        static func isWhollyBold(_ row: Row, in reading: ScreenReading) -> Bool {
            var sawText = false
            for column in row.columns {
                for x in column where !reading.grid.isBlank(x, row.y) {
                    sawText = true
                    if !reading.grid.attributes(x, row.y).style.contains(.bold) { return false }
                }
            }
            return sawText
        }

        /// The rows with a character painted otherwise than most rows paint its column.
        static func highlightedAgainstColumns(_ rows: [Row], in reading: ScreenReading) -> Set<Int> {
            let start = rows.map { $0.columns[0].lowerBound }.min() ?? 0
            let end = rows.map { $0.columns[$0.columns.count - 1].upperBound }.max() ?? 0
            var usual: [Int: Paint] = [:]
            for x in start..<end {
                var tally = Tally<Paint>()
                for row in rows { tally.add(reading.grid.paint(x, row.y)) }
                usual[x] = tally.commonest?.value
            }
            return Set(
                rows.filter { row in
                    row.columns.contains { column in
                        column.contains { x in !reading.grid.isBlank(x, row.y) && reading.grid.paint(x, row.y) != usual[x] }
                    }
                }.map(\.y))
        }
    }
}
