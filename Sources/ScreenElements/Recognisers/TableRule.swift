import ScreenModel
import TerminalEmulator

/// Lists and tables: rows of text in one container whose columns line up, or a run of
/// rows of one column with one item highlighted (an item: a row, or rows one highlight
/// spans alike, under a heading or not); each row or item is a cell.
enum TableRule {
    /// One row of text: where it is and its columns.
    struct Row {
        let y: Int
        let columns: [Range<Int>]
    }

    /// Finds blocks of two or more aligned rows in each container and yields a table of
    /// cells: the first column is a cell's label, the others its value.
    static func scan(_ reading: ScreenReading) {
        for owner in -1..<reading.frames.count {
            let area = reading.area(ofOwner: owner)
            guard reading.spend(area.width * area.height) else { return }
            var block: [Row] = []
            for y in area.minY..<area.maxY {
                let row = Row(y: y, columns: reading.runs(row: y, owner: owner))
                if let last = block.last, continues(block, with: row, after: last, in: reading) {
                    block.append(row)
                } else {
                    emit(block, in: reading)
                    block = row.columns.isEmpty ? [] : [row]
                }
            }
            emit(block, in: reading)
        }
    }

    /// Whether `row` lines up with the row before it: its first column starts or ends
    /// where that one's does.
    private static func continues(_ block: [Row], with row: Row, after last: Row, in reading: ScreenReading) -> Bool {
        guard row.y == last.y + 1, let first = row.columns.first, let lastFirst = last.columns.first else { return false }
        return first.lowerBound == lastFirst.lowerBound || first.upperBound == lastFirst.upperBound
    }

    /// `row` with a column split where another row of the block starts a column after a
    /// blank (tags padded to one space: `banana Banana` under `apple  Apple`).
    private static func aligned(_ row: Row, splits: [Int], in reading: ScreenReading) -> Row {
        var columns: [Range<Int>] = []
        for column in row.columns {
            var rest = column
            for split in splits where rest.lowerBound < split - 1 && split < rest.upperBound {
                if reading.grid.isBlank(split - 1, row.y), !reading.grid.isBlank(split, row.y) {
                    columns.append(rest.lowerBound..<(split - 1))
                    rest = split..<rest.upperBound
                }
            }
            columns.append(rest)
        }
        // A row whose span crosses another container or a claimed cell is no cell.
        guard let first = columns.first, let last = columns.last else { return row }
        let owner = reading.owner(of: Point(x: first.lowerBound, y: row.y))
        for x in first.lowerBound..<last.upperBound where reading.owner(of: Point(x: x, y: row.y)) != owner || reading.grid.isClaimed(x, row.y) {
            return Row(y: row.y, columns: [first])
        }
        return Row(y: row.y, columns: columns)
    }

    /// Makes tables of `block`: each run of two or more rows that all have two or more
    /// columns once aligned, or, when there is none and the block is of one column a
    /// row, a list: each run of its rows on a panel of their own (`Panels`) that has
    /// exactly one item highlighted against the panel, or failing those the whole block
    /// when exactly one of its items is highlighted against the container (`ListItems`:
    /// rows one highlight joins are one item; a heading over them is left out), or
    /// failing that a block that is one highlighted item beside a scroll bar
    /// (`ScrolledItem`).
    private static func emit(_ block: [Row], in reading: ScreenReading) {
        guard block.count >= 2 else { return }
        let splits = Set(block.flatMap { $0.columns.dropFirst().map(\.lowerBound) }).sorted()
        let rows = block.map { aligned($0, splits: splits, in: reading) }
        var run: [Row] = []
        var made = false
        for row in rows + [Row(y: -1, columns: [])] {
            if row.columns.count >= 2 {
                run.append(row)
                continue
            }
            if run.count >= 2 {
                makeTable(run, in: reading)
                made = true
            }
            run = []
        }
        guard !made, rows.allSatisfy({ $0.columns.count == 1 }) else { return }
        var listed = false
        for panel in Panels.runs(of: rows, in: reading) where makeList(panel.rows, on: panel.ground, in: reading) { listed = true }
        if !listed, !makeList(rows[...], on: nil, in: reading) { ScrolledItem.make(rows[...], in: reading) }
    }

    /// Makes a list of `rows` when exactly one of its items is highlighted against
    /// `ground` (the container's paint when nil), leaving out a heading over them;
    /// returns whether it made one.
    @discardableResult
    private static func makeList(_ rows: ArraySlice<Row>, on ground: Paint?, in reading: ScreenReading) -> Bool {
        var items = ListItems.items(of: rows, on: ground, in: reading)
        if items.count > 2, ListItems.isHeading(items[0], over: items.dropFirst(), on: ground, in: reading),
            ListItems.highlighted(items.dropFirst(), on: ground, in: reading) == 1
        {
            items.removeFirst()
        }
        guard items.count >= 2, ListItems.highlighted(items[...], on: ground, in: reading) == 1 else { return false }
        makeTable(items, on: ground, in: reading)
        return true
    }

    /// Makes a table of `block`'s rows, one cell a row. Where every row looks highlighted
    /// against the container (a table on a panel a shade off the screen, as true-colour
    /// Textual paints a `DataTable`), rows are judged against the panel instead: the paint
    /// most of their cells have. A header is left out and a column painted apart is no
    /// highlight (`TableHighlight`).
    private static func makeTable(_ block: [Row], in reading: ScreenReading) {
        var ground: Paint?
        if block.allSatisfy({ TableHighlight.isHighlighted($0, on: nil, in: reading) }), let first = block.first {
            let owner = reading.owner(of: Point(x: first.columns[0].lowerBound, y: first.y))
            let area = reading.area(ofOwner: owner)
            ground = Panels.commonestPaint(of: block[...], over: area.minX..<area.maxX, owner: owner, in: reading)
        }
        let (rows, highlighted) = TableHighlight.rows(of: block, on: ground, in: reading)
        makeTable(rows.map { [$0] }, on: ground, in: reading, highlighted: highlighted)
    }

    /// Makes a table of `items`, one cell an item: a row, or rows one highlight joins
    /// (labelled with their lines); selected is highlighted against `ground` (the
    /// container's paint when nil), or, where `highlighted` is given, one whose row is in it.
    static func makeTable(_ items: [[Row]], on ground: Paint?, in reading: ScreenReading, highlighted: Set<Int>? = nil) {
        guard let first = items.first?.first, let last = items.last?.last else { return }
        var cells: [FoundElement] = []
        for item in items {
            guard let row = item.first else { continue }
            let start = item.map { $0.columns[0].lowerBound }.min() ?? 0, end = item.map { $0.columns[$0.columns.count - 1].upperBound }.max() ?? 0
            let isHighlighted = item.contains { highlighted?.contains($0.y) ?? TableHighlight.isHighlighted($0, on: ground, in: reading) }
            let value = row.columns.dropFirst().map { reading.trimmedText(row: row.y, $0) }.joined(separator: " ")
            let label = item.map { reading.trimmedText(row: $0.y, $0.columns[0]) }.joined(separator: "\n")
            cells.append(
                FoundElement(
                    type: .cell, label: label, value: value.isEmpty ? nil : value,
                    frame: Rect(x: start, y: row.y, width: end - start, height: item.count),
                    isEnabled: !item.allSatisfy { reading.isDim(row: $0.y, from: start, to: end) }, isSelected: isHighlighted, rule: "table"))
        }
        let left = cells.map(\.frame.minX).min() ?? 0, right = cells.map(\.frame.maxX).max() ?? 0
        let table = FoundElement(type: .table, label: "", frame: Rect(x: left, y: first.y, width: right - left, height: last.y - first.y + 1), rule: "table", children: cells)
        for cell in cells { reading.grid.claim(cell.frame) }
        reading.found.append(table)
    }
}
