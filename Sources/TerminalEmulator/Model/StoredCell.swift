/// A cell as the emulator keeps it: plain values only, so a line of them copies
/// and clears without reference counting.
struct StoredCell: Sendable, Hashable {
    /// A Unicode scalar value, or `clusterFlag` plus an index into the cluster table
    /// for a character with combining marks.
    var content: UInt32
    /// 1, 2 for a wide character, 0 for the second column of one.
    var width: UInt8
    var attributes: Attributes

    /// Marks `content` as a cluster table index.
    static let clusterFlag: UInt32 = 0x8000_0000

    /// A space with the default attributes.
    static let blank = StoredCell(content: 0x20, width: 1, attributes: .plain)

    /// A space as erasing leaves it: the current background is kept (xterm's
    /// background colour erase), every other attribute is dropped.
    static func erased(background: Color) -> StoredCell {
        StoredCell(content: 0x20, width: 1, attributes: Attributes(background: background))
    }

    /// Whether the cell shows nothing: a space with default colours and no style.
    var isBlank: Bool { content == 0x20 && attributes.isPlain }
}

/// One row of a screen buffer.
struct Line: Sendable, Hashable {
    var cells: [StoredCell]
    /// Whether the text runs on into the next line because it wrapped there.
    var isWrapped = false

    init(columns: Int, filler: StoredCell = .blank) {
        cells = Array(repeating: filler, count: columns)
    }

    /// Whether every cell is a plain space (so no text can be found in it).
    var isBlankLine: Bool { cells.allSatisfy { $0.content == 0x20 } }

    /// Fills the whole line with `filler` and clears its wrap mark, keeping its storage.
    mutating func reset(to filler: StoredCell) {
        isWrapped = false
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: filler) }
    }

    /// Makes the line `columns` wide, cutting or padding with blanks (never leaving
    /// half a wide character at the new edge).
    mutating func resize(to columns: Int) {
        if cells.count > columns {
            cells.removeLast(cells.count - columns)
            if let last = cells.last, last.width == 2 { cells[columns - 1] = .blank }
        } else if cells.count < columns {
            cells.append(contentsOf: repeatElement(StoredCell.blank, count: columns - cells.count))
        }
    }
}
