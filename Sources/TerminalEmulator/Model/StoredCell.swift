/// A cell as the emulator keeps it: plain values only, so a line of them copies
/// and clears without reference counting, in a few wide moves.
struct StoredCell: Sendable, Hashable {
    /// The attributes packed into one word (see `Attributes.packed`): comparing and
    /// copying cells is then a matter of integers.
    var packedAttributes: UInt64
    /// A Unicode scalar value, or `clusterFlag` plus an index into the cluster table
    /// for a character with combining marks.
    var content: UInt32
    /// 1, 2 for a wide character, 0 for the second column of one.
    var width: UInt8

    init(content: UInt32, width: UInt8, attributes: Attributes) {
        self.packedAttributes = attributes.packed
        self.content = content
        self.width = width
    }

    /// Its colours and style.
    var attributes: Attributes { Attributes(packed: packedAttributes) }

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
    var isBlank: Bool { content == 0x20 && packedAttributes == 0 }
}

extension Attributes {
    /// The attributes in one word: the foreground in bits 0–25, the background in
    /// 26–51 (each a 2-bit kind and 24 bits of index or red, green and blue), the
    /// style in 52–63. The defaults pack to 0.
    var packed: UInt64 {
        Attributes.pack(foreground) | Attributes.pack(background) << 26 | UInt64(style.rawValue & 0xFFF) << 52
    }

    /// Unpacks `packed`.
    init(packed: UInt64) {
        self.init(
            foreground: Attributes.unpack(packed & 0x3FF_FFFF), background: Attributes.unpack(packed >> 26 & 0x3FF_FFFF),
            style: Style(rawValue: UInt16(packed >> 52))
        )
    }

    private static func pack(_ color: Color) -> UInt64 {
        switch color {
        case .default: 0
        case let .indexed(index): 1 << 24 | UInt64(index)
        case let .rgb(red, green, blue): 2 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }

    private static func unpack(_ bits: UInt64) -> Color {
        switch bits >> 24 {
        case 1: .indexed(UInt8(truncatingIfNeeded: bits))
        case 2: .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
        default: .default
        }
    }
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
