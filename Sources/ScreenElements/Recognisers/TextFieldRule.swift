import ScreenModel
import TerminalEmulator

/// Fields for text: underlined room to type, a run of underscores, the inside of a
/// one-row frame that holds the cursor.
enum TextFieldRule {
    /// Finds the three kinds of field, in that order.
    static func scan(_ reading: ScreenReading) {
        let grid = reading.grid
        for y in 0..<grid.rows where grid.hasUnderline[y] || grid.mayHold(anyOf: ["_"], row: y) {
            reading.acceptEach(onRow: y, where: { grid.scalar($0, y) == "_" || grid.attributes($0, y).style.contains(.underline) }) { x, y in
                underlined(at: x, row: y, in: reading) ?? underscores(at: x, row: y, in: reading)
            }
        }
        if let cursor = reading.grid.cursor {
            let owner = reading.owner(of: cursor)
            if owner >= 0, reading.inside(ofFrame: owner).height == 1 {
                let inside = reading.inside(ofFrame: owner)
                let value = reading.trimmedText(row: inside.minY, inside.minX..<inside.maxX)
                reading.accept(FoundElement(type: .textField, label: "", value: value, frame: inside, hasFocus: true, rule: "textField"))
            }
        }
    }

    /// A field drawn as underlined cells ending in at least two blank ones (room to type),
    /// with the `[` `]` around it and the label before it on the row. An underlined
    /// word padded a blank each side (vim's tab `  b.txt `) is no field.
    private static func underlined(at start: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard grid.attributes(start, y).style.contains(.underline), !grid.attributes(start - 1, y).style.contains(.underline) else { return nil }
        var end = start
        var trailingBlanks = 0
        var bold = false
        while end < grid.columns, grid.attributes(end, y).style.contains(.underline) {
            trailingBlanks = grid.isBlank(end, y) ? trailingBlanks + 1 : 0
            if grid.attributes(end, y).style.contains(.bold) { bold = true }
            end += 1
        }
        let bracketed = grid.scalar(start - 1, y) == "[" && grid.scalar(end, y) == "]"
        guard trailingBlanks >= 2 || bracketed else { return nil }
        return field(content: start..<end, open: bracketed ? start - 1 : start, close: bracketed ? end + 1 : end, row: y, focused: bold, in: reading)
    }

    /// A field drawn as three or more underscores, with the text typed before them
    /// (painted as they are); `start` is the first underscore.
    private static func underscores(at start: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard grid.scalar(start, y) == "_", grid.scalar(start - 1, y) != "_", grid.scalar(start + 1, y) == "_", grid.scalar(start + 2, y) == "_" else { return nil }
        let paint = grid.paint(start, y)
        var end = start
        while end < grid.columns, grid.scalar(end, y) == "_" { end += 1 }
        var open = start
        while open > 0, start - open < 256, grid.paint(open - 1, y) == paint, !grid.isClaimed(open - 1, y), !grid.isBlank(open - 1, y) || !grid.isBlank(open - 2, y) && open >= 2 {
            open -= 1
        }
        while open < start, grid.isBlank(open, y) { open += 1 }
        return field(content: open..<end, open: open, close: end, row: y, focused: false, in: reading)
    }

    /// The field over `open..<close` whose text is in `content`, labelled by the text
    /// that ends at most two cells before it.
    private static func field(content: Range<Int>, open: Int, close: Int, row y: Int, focused: Bool, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        var text = grid.text(row: y, from: content.lowerBound, to: content.upperBound)
        while text.last == " " || text.last == "_" { text.removeLast() }
        var labelStart = open
        var gap = 0
        var x = open - 1
        while x >= 0, !grid.isClaimed(x, y), !BoxDrawing.isLine(grid.scalar(x, y)) {
            if grid.isBlank(x, y) {
                gap += 1
                if gap >= 2 { break }
            } else {
                gap = 0
                labelStart = x
            }
            x -= 1
        }
        var label = grid.text(row: y, from: labelStart, to: open).trimmed
        if label.hasSuffix(":") { label.removeLast() }
        let frame = Rect(x: labelStart, y: y, width: close - labelStart, height: 1)
        let isPlaceholder = !text.isEmpty && reading.isDim(row: y, from: content.lowerBound, to: content.upperBound)
        return FoundElement(
            type: .textField, label: label, value: isPlaceholder ? "" : text.trimmed, placeholderValue: isPlaceholder ? text.trimmed : nil, frame: frame,
            hasFocus: focused || reading.hasCursor(in: frame), rule: "textField")
    }
}
