import ScreenModel
import TerminalEmulator

extension TableRule {
    /// The items of a list of one column: its rows, but rows one highlight spans alike
    /// (an item drawn on two lines) are one item; and which item is a heading over them.
    enum ListItems {
        /// `rows` as items: consecutive highlighted rows whose highlight spans the same
        /// columns and whose text is drawn alike are one item; every other row is one.
        /// Highlighted means painted unlike the container, or unlike `ground` when given.
        static func items(of rows: ArraySlice<Row>, on ground: Paint?, in reading: ScreenReading) -> [[Row]] {
            var items: [[Row]] = []
            var joinable: (span: Range<Int>, look: Attributes)?
            for row in rows {
                let look = highlight(of: row, on: ground, in: reading)
                if let look, let previous = joinable, look == previous, var item = items.popLast() {
                    item.append(row)
                    items.append(item)
                } else {
                    items.append([row])
                }
                joinable = look
            }
            return items
        }

        /// How many of `items` are highlighted.
        static func highlighted(_ items: ArraySlice<[Row]>, on ground: Paint?, in reading: ScreenReading) -> Int {
            items.filter { item in item.contains { $0.isHighlighted(on: ground, in: reading) } }.count
        }

        /// Whether `item`, a list's first, is a heading over `rest`: one row whose text
        /// starts bold or underlined where no item at rest among them does (a table's
        /// header, a link over a list).
        static func isHeading(_ item: [Row], over rest: ArraySlice<[Row]>, on ground: Paint?, in reading: ScreenReading) -> Bool {
            let marks: Style = [.bold, .underline]
            guard item.count == 1, let row = item.first else { return false }
            let style = reading.grid.attributes(row.columns[0].lowerBound, row.y).style.intersection(marks)
            guard !style.isEmpty else { return false }
            return rest.allSatisfy { item in
                item.contains { $0.isHighlighted(on: ground, in: reading) }
                    || item.allSatisfy { reading.grid.attributes($0.columns[0].lowerBound, $0.y).style.intersection(style).isEmpty }
            }
        }

        /// The columns a highlighted row's highlight spans in its container (blanks painted
        /// as the highlight included) and how its text starts, or nil when it has none.
        static func highlight(of row: Row, on ground: Paint?, in reading: ScreenReading) -> (span: Range<Int>, look: Attributes)? {
            let column = row.columns[0]
            guard row.isHighlighted(on: ground, in: reading) else { return nil }
            let owner = reading.owner(of: Point(x: column.lowerBound, y: row.y))
            let area = reading.area(ofOwner: owner)
            let paint = reading.grid.paint(column.lowerBound, row.y)
            var start = column.lowerBound, end = column.upperBound
            while start > area.minX, reading.grid.paint(start - 1, row.y) == paint { start -= 1 }
            while end < area.maxX, reading.grid.paint(end, row.y) == paint { end += 1 }
            return (start..<end, reading.grid.attributes(column.lowerBound, row.y))
        }
    }
}

extension TableRule.Row {
    /// Whether the row's first column is highlighted from its first character: painted
    /// unlike its container, or unlike `ground` when given. A highlight that starts
    /// further in marks a word in a line of text (Markdown's inline code), not a row.
    func isHighlighted(on ground: Paint?, in reading: ScreenReading) -> Bool {
        let column = columns[0]
        return reading.isHighlighted(row: y, from: column.lowerBound, to: column.lowerBound + 1, on: ground)
    }
}
