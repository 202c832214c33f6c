extension Emulator {
    /// What erasing leaves behind: spaces in the current background colour.
    var eraseFiller: StoredCell { .erased(background: attributes.background) }

    // MARK: - Line feeds and scrolling

    /// Moves down a line, scrolling the region when the cursor is on its bottom margin.
    mutating func lineFeed() {
        wrapPending = false
        if y == bottom {
            scrollUp(1)
        } else if y < rows - 1 {
            y += 1
        }
    }

    /// Moves up a line, scrolling the region down when the cursor is on its top margin.
    mutating func reverseIndex() {
        wrapPending = false
        if y == top {
            scrollDown(1)
        } else if y > 0 {
            y -= 1
        }
    }

    /// Scrolls the region up by `count` lines. Lines leaving the top of the whole main
    /// screen go to the scrollback.
    mutating func scrollUp(_ count: Int) {
        let count = min(count, bottom - top + 1)
        guard count > 0 else { return }
        let filler = eraseFiller
        let keepsHistory = top == 0 && !usingAlternate
        for _ in 0..<count {
            var line = lines.remove(at: top)
            if keepsHistory {
                // The line goes to the scrollback; the one it evicts, if as wide, comes
                // back in at the bottom, else a new one.
                if var evicted = scrollback.append(consume line), evicted.cells.count == columns {
                    evicted.reset(to: filler)
                    line = evicted
                } else {
                    line = Line(columns: columns, filler: filler)
                }
            } else {
                line.reset(to: filler)
            }
            lines.insert(line, at: bottom)
        }
    }

    /// Scrolls the region down by `count` lines, blank lines coming in at its top.
    mutating func scrollDown(_ count: Int) {
        let count = min(count, bottom - top + 1)
        guard count > 0 else { return }
        let filler = eraseFiller
        for _ in 0..<count {
            var line = lines.remove(at: bottom)
            line.reset(to: filler)
            lines.insert(line, at: top)
        }
    }

    /// IL: inserts `count` blank lines at the cursor's line, inside the scroll region.
    mutating func insertLines(_ count: Int) {
        guard y >= top, y <= bottom else { return }
        let count = min(count, bottom - y + 1)
        let filler = eraseFiller
        for _ in 0..<count {
            var line = lines.remove(at: bottom)
            line.reset(to: filler)
            lines.insert(line, at: y)
        }
        x = 0
        wrapPending = false
    }

    /// DL: deletes `count` lines from the cursor's line, inside the scroll region.
    mutating func deleteLines(_ count: Int) {
        guard y >= top, y <= bottom else { return }
        let count = min(count, bottom - y + 1)
        let filler = eraseFiller
        for _ in 0..<count {
            var line = lines.remove(at: y)
            line.reset(to: filler)
            lines.insert(line, at: bottom)
        }
        x = 0
        wrapPending = false
    }

    // MARK: - Characters

    /// ICH, and printing in insert mode: pushes the rest of the line right by `count`
    /// blanks; what passes the right edge is lost.
    mutating func insertBlanks(_ count: Int) {
        let count = min(count, columns - x)
        guard count > 0 else { return }
        let filler = eraseFiller
        lines[y].cells.replaceSubrange((columns - count)..<columns, with: EmptyCollection())
        lines[y].cells.insert(contentsOf: repeatElement(filler, count: count), at: x)
        repairWideCharacters(row: y)
        wrapPending = false
    }

    /// DCH: deletes `count` characters at the cursor, pulling the rest of the line left.
    mutating func deleteCharacters(_ count: Int) {
        let count = min(count, columns - x)
        guard count > 0 else { return }
        lines[y].cells.removeSubrange(x..<(x + count))
        lines[y].cells.append(contentsOf: repeatElement(eraseFiller, count: count))
        repairWideCharacters(row: y)
        wrapPending = false
    }

    /// ECH: blanks `count` characters from the cursor, without moving anything.
    mutating func eraseCharacters(_ count: Int) {
        let end = min(columns, x + count)
        erase(row: y, from: x, to: end)
        wrapPending = false
    }

    // MARK: - Erasing

    /// Blanks columns `start..<end` of `row`.
    mutating func erase(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        let filler = eraseFiller
        lines[row].cells.withUnsafeMutableBufferPointer { cells in
            for column in start..<end { cells[column] = filler }
        }
        if end >= columns { lines[row].isWrapped = false }
        repairWideCharacters(row: row)
    }

    /// ED: 0 from the cursor to the end, 1 from the start to the cursor, 2 all, 3 the scrollback.
    mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: y, from: x, to: columns)
            for row in (y + 1)..<max(y + 1, rows) { erase(row: row, from: 0, to: columns) }
        case 1:
            for row in 0..<y { erase(row: row, from: 0, to: columns) }
            erase(row: y, from: 0, to: min(x + 1, columns))
        case 2:
            for row in 0..<rows { erase(row: row, from: 0, to: columns) }
        case 3:
            scrollback.removeAll()
        default:
            return
        }
        wrapPending = false
    }

    /// EL: 0 from the cursor to the end of the line, 1 from its start to the cursor, 2 all of it.
    mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: y, from: x, to: columns)
        case 1: erase(row: y, from: 0, to: min(x + 1, columns))
        case 2: erase(row: y, from: 0, to: columns)
        default: return
        }
        wrapPending = false
    }

    /// Blanks the halves of wide characters that an edit separated from their other half.
    mutating func repairWideCharacters(row: Int) {
        let columns = columns
        lines[row].cells.withUnsafeMutableBufferPointer { cells in
            for column in 0..<columns {
                let width = cells[column].width
                if width == 2 && (column + 1 >= columns || cells[column + 1].width != 0) {
                    cells[column] = .erased(background: cells[column].attributes.background)
                } else if width == 0 && (column == 0 || cells[column - 1].width != 2) {
                    cells[column] = .erased(background: cells[column].attributes.background)
                }
            }
        }
    }

    // MARK: - Tabs

    /// HT and CHT: moves to the `count`-th next tab stop, or the last column.
    mutating func tabForward(_ count: Int) {
        var remaining = min(count, columns)
        while remaining > 0 && x < columns - 1 {
            x += 1
            if tabStops[x] { remaining -= 1 }
        }
        wrapPending = false
    }

    /// CBT: moves to the `count`-th previous tab stop, or the first column.
    mutating func tabBackward(_ count: Int) {
        var remaining = min(count, columns)
        while remaining > 0 && x > 0 {
            x -= 1
            if tabStops[x] { remaining -= 1 }
        }
        wrapPending = false
    }

    // MARK: - Cursor

    /// Moves the cursor to `column`, `row` (0-based; rows relative to the scroll region
    /// in origin mode), clamped to where it may go.
    mutating func moveCursor(column: Int, row: Int) {
        x = min(max(column, 0), columns - 1)
        if modes.originMode {
            y = min(max(row + top, top), bottom)
        } else {
            y = min(max(row, 0), rows - 1)
        }
        wrapPending = false
    }

    /// CUU and CUD: moves `delta` rows, stopping at the scroll region's margin when
    /// starting inside it.
    mutating func moveVertically(_ delta: Int) {
        if delta < 0 {
            let limit = y >= top ? top : 0
            y = max(y + delta, limit)
        } else {
            let limit = y <= bottom ? bottom : rows - 1
            y = min(y + delta, limit)
        }
        wrapPending = false
    }

    /// DECSC: saves the cursor, attributes, character sets and origin mode.
    mutating func saveCursor() {
        savedCursors[usingAlternate ? 1 : 0] = SavedCursor(
            x: x, y: y, wrapPending: wrapPending, attributes: attributes, charsets: charsets, glSet: glSet,
            originMode: modes.originMode, autowrap: modes.autowrap
        )
    }

    /// DECRC: restores what DECSC saved, or homes the cursor with default attributes.
    mutating func restoreCursor() {
        guard let saved = savedCursors[usingAlternate ? 1 : 0] else {
            x = 0; y = 0; wrapPending = false
            attributes = .plain
            charsets = [.ascii, .ascii, .ascii, .ascii]
            glSet = 0
            modes.originMode = false
            return
        }
        x = min(saved.x, columns - 1)
        y = min(saved.y, rows - 1)
        wrapPending = saved.wrapPending && saved.x < columns
        attributes = saved.attributes
        charsets = saved.charsets
        glSet = saved.glSet
        modes.originMode = saved.originMode
        modes.autowrap = saved.autowrap
    }
}
