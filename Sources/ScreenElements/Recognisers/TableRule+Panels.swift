import ScreenModel
import TerminalEmulator

extension TableRule {
    /// Lists drawn on a panel of their own: rows whose ground (the paint most of the
    /// row's cells in its container have) is not the container's, as a true-colour
    /// Textual app paints a list a shade off the screen behind it. Against the
    /// container, every row of such a list looks highlighted; against the panel, only
    /// the highlighted one does, and a line under the panel is no row of it.
    enum Panels {
        /// The runs of two or more consecutive rows of `rows` (a block of one column, in
        /// one container) whose ground is not the container's paint, each with the paint
        /// most of its rows' cells have: the panel's.
        static func runs(of rows: [Row], in reading: ScreenReading) -> [(rows: ArraySlice<Row>, ground: Paint)] {
            guard let first = rows.first else { return [] }
            let owner = reading.owner(of: Point(x: first.columns[0].lowerBound, y: first.y))
            let area = reading.area(ofOwner: owner), ambient = reading.ambient(ofOwner: owner)
            let columns = area.minX..<area.maxX
            guard reading.spend(rows.count * area.width) else { return [] }
            let onPanel = rows.map { row in
                reading.commonest(row: row.y, columns: columns, where: { reading.owner(of: Point(x: $0, y: row.y)) == owner }) {
                    reading.grid.paint($0, row.y)
                }?.value != ambient
            }
            var runs: [(rows: ArraySlice<Row>, ground: Paint)] = []
            var start = 0
            while start < rows.count {
                guard onPanel[start] else {
                    start += 1
                    continue
                }
                var end = start
                while end < rows.count, onPanel[end] { end += 1 }
                if end - start >= 2, let ground = commonestPaint(of: rows[start..<end], over: columns, owner: owner, in: reading) {
                    runs.append((rows[start..<end], ground))
                }
                start = end
            }
            return runs
        }

        /// The paint most cells of `rows` over `columns` in container `owner` have.
        static func commonestPaint(of rows: ArraySlice<Row>, over columns: Range<Int>, owner: Int, in reading: ScreenReading) -> Paint? {
            var tally = Tally<Paint>()
            for row in rows {
                for x in columns where reading.owner(of: Point(x: x, y: row.y)) == owner { tally.add(reading.grid.paint(x, row.y)) }
            }
            return tally.commonest?.value
        }
    }
}
