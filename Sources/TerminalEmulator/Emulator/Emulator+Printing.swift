import ScreenModel

extension Emulator {
    /// Prints a run of printable ASCII bytes: the bulk of any program's output, so it
    /// writes cells directly when no mode changes what each byte means.
    mutating func printASCII(_ run: UnsafeBufferPointer<UInt8>) {
        guard case .ascii = charsets[glSet], singleShift == nil, !modes.insertMode, modes.autowrap else {
            for byte in run { print(UInt32(byte)) }
            return
        }
        var offset = 0
        while offset < run.count {
            if wrapPending { wrapToNextLine() }
            let count = min(run.count - offset, columns - x)
            let start = x
            let end = x + count
            let cell = StoredCell(content: 0, width: 1, attributes: attributes)
            lines[y].cells.withUnsafeMutableBufferPointer { cells in
                if cells[start].width == 0 && start > 0 { cells[start - 1] = .erased(background: cells[start - 1].attributes.background) }
                if cells[end - 1].width == 2 && end < cells.count { cells[end] = .erased(background: cells[end].attributes.background) }
                var column = start
                for index in offset..<(offset + count) {
                    var written = cell
                    written.content = UInt32(run[index])
                    cells[column] = written
                    column += 1
                }
            }
            offset += count
            lastPrinted = UInt32(run[offset - 1])
            if end >= columns {
                x = columns - 1
                wrapPending = true
            } else {
                x = end
            }
        }
    }

    /// Prints one scalar at the cursor and moves it on, as xterm does: wrapping
    /// first if the last character filled the line, attaching a zero-width scalar to
    /// the character before, and putting a wide character on the next line when only
    /// one column is left.
    mutating func print(_ scalar: UInt32) {
        var value = scalar
        if value < 0x80 {
            let set = singleShift ?? glSet
            singleShift = nil
            value = charsets[set].map(value)
        }
        let width = value < 0x300 ? 1 : CharacterWidth.of(value)
        if width == 0 {
            combine(value)
            return
        }
        if wrapPending && modes.autowrap { wrapToNextLine() }
        if width == 2 && x == columns - 1 {
            if modes.autowrap {
                place(.erased(background: attributes.background), at: x, row: y)
                wrapToNextLine()
            } else if columns < 2 {
                return
            } else {
                x = columns - 2
            }
        }
        if width == 2 && columns < 2 { return }
        if modes.insertMode { insertBlanks(width) }
        place(StoredCell(content: value, width: UInt8(width), attributes: attributes), at: x, row: y)
        if width == 2 {
            place(StoredCell(content: 0, width: 0, attributes: attributes), at: x + 1, row: y)
        }
        lastPrinted = value
        let next = x + width
        if next >= columns {
            x = columns - 1
            wrapPending = modes.autowrap
        } else {
            x = next
            wrapPending = false
        }
    }

    /// Writes `cell` at column `column`, blanking the other half of any wide character it splits.
    mutating func place(_ cell: StoredCell, at column: Int, row: Int) {
        let old = lines[row].cells[column]
        if old.width == 0 && cell.width != 0 && column > 0 {
            lines[row].cells[column - 1] = .erased(background: lines[row].cells[column - 1].attributes.background)
        }
        if old.width == 2 && cell.width != 2 && column + 1 < columns {
            lines[row].cells[column + 1] = .erased(background: lines[row].cells[column + 1].attributes.background)
        }
        lines[row].cells[column] = cell
    }

    /// Adds a zero-width scalar (a combining mark, a joiner, a variation selector) to
    /// the character before the cursor. With nothing before it on the line, it is dropped.
    private mutating func combine(_ value: UInt32) {
        var column = wrapPending ? x : x - 1
        guard column >= 0 else { return }
        if lines[y].cells[column].width == 0 && column > 0 { column -= 1 }
        let content = lines[y].cells[column].content
        lines[y].cells[column].content = clusters.appending(value, to: content)
    }

    /// The line was full: mark it wrapped and carry on at the start of the next.
    mutating func wrapToNextLine() {
        lines[y].isWrapped = true
        lineFeed()
        x = 0
        wrapPending = false
    }

    /// REP: prints the last printed character `count` more times (bounded by the screen).
    mutating func repeatLastCharacter(_ count: Int) {
        guard let last = lastPrinted else { return }
        for _ in 0..<min(count, columns * rows) { print(last) }
    }
}
