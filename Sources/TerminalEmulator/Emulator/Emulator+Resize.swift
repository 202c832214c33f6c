extension Emulator {
    /// Changes the screen's size, as a terminal window resized by a person.
    ///
    /// Lines are cut or padded on the right, not reflowed. When the screen gets
    /// shorter, lines above the cursor go to the scrollback so the cursor's line
    /// stays in view; the scroll region becomes the whole screen.
    public mutating func resize(columns newColumns: Int, rows newRows: Int) {
        let newColumns = min(max(newColumns, 1), Self.maximumDimension)
        let newRows = min(max(newRows, 1), Self.maximumDimension)
        guard newColumns != columns || newRows != rows else { return }

        if newRows < rows {
            // Keep the cursor's line on the screen: what is above it leaves by the top.
            let overflow = max(0, y - (newRows - 1))
            for _ in 0..<overflow {
                let line = lines.removeFirst()
                if !usingAlternate { _ = scrollback.append(line) }
                lines.append(Line(columns: columns))
            }
            y -= overflow
            lines.removeLast(rows - newRows)
            let otherOverflow = rows - newRows
            inactiveLines.removeLast(otherOverflow)
        } else if newRows > rows {
            lines.append(contentsOf: repeatElement(Line(columns: columns), count: newRows - rows))
            inactiveLines.append(contentsOf: repeatElement(Line(columns: columns), count: newRows - rows))
        }
        for index in lines.indices { lines[index].resize(to: newColumns) }
        for index in inactiveLines.indices { inactiveLines[index].resize(to: newColumns) }

        if newColumns > columns {
            tabStops += (columns..<newColumns).map { $0 % 8 == 0 }
        } else {
            tabStops.removeLast(columns - newColumns)
        }
        columns = newColumns
        rows = newRows
        top = 0
        bottom = rows - 1
        x = min(x, columns - 1)
        y = min(y, rows - 1)
        wrapPending = false
    }
}
