/// How a cell of the screen is drawn besides its character.
public struct CellStyle: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a style from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Heavier text: titles.
    public static let bold = CellStyle(rawValue: 1)
    /// Fainter text: disabled controls, placeholders.
    public static let dim = CellStyle(rawValue: 2)
    /// Swapped colours: what has focus.
    public static let inverse = CellStyle(rawValue: 4)
    /// Underlined text: fields.
    public static let underline = CellStyle(rawValue: 8)
}

/// A screen's worth of character cells that elements paint into.
public struct TextGrid: Sendable, Hashable {
    /// One cell: a character and its style. The cells after a wide character hold none.
    public struct Cell: Sendable, Hashable {
        /// The character shown, or nil in the later columns of a wide character.
        public var character: Character?
        /// How the cell is drawn.
        public var style: CellStyle
    }

    /// The grid's size.
    public let size: Size
    /// Rows of cells, top to bottom.
    public private(set) var rows: [[Cell]]

    /// Creates a grid of spaces.
    public init(size: Size) {
        self.size = size
        rows = Array(repeating: Array(repeating: Cell(character: " ", style: []), count: max(0, size.width)), count: max(0, size.height))
    }

    /// Writes `text` starting at `origin`, cutting at `clip`'s edges: each character in
    /// the columns `Character.terminalWidth` gives it, its first cell holding it and the
    /// rest none. A character that would straddle the right edge is left out.
    public mutating func write(_ text: String, at origin: Point, style: CellStyle = [], clip: Rect) {
        let bounds = clip.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard origin.y >= bounds.minY, origin.y < bounds.maxY else { return }
        var x = origin.x
        for character in text {
            let width = character.terminalWidth
            if width == 0 { continue }
            if x >= bounds.maxX { break }
            if x >= bounds.minX {
                if x + width > bounds.maxX { break }
                rows[origin.y][x] = Cell(character: character, style: style)
                for column in (x + 1)..<(x + width) { rows[origin.y][column] = Cell(character: nil, style: style) }
                repairWideCharacter(before: x, row: origin.y)
            }
            x += width
        }
        while x < size.width, x >= 0, rows[origin.y][x].character == nil {
            rows[origin.y][x] = Cell(character: " ", style: rows[origin.y][x].style)
            x += 1
        }
    }

    /// Fills `rect` (cut to the grid) with spaces.
    public mutating func clear(_ rect: Rect) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { rows[y][x] = Cell(character: " ", style: []) }
            repairWideCharacter(before: area.minX, row: y)
            var x = area.maxX
            while x < size.width, rows[y][x].character == nil {
                rows[y][x] = Cell(character: " ", style: [])
                x += 1
            }
        }
    }

    /// Adds `style` to every cell of `rect` (cut to the grid).
    public mutating func addStyle(_ style: CellStyle, to rect: Rect) {
        let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { rows[y][x].style.formUnion(style) }
        }
    }

    /// The rows as plain text, trailing spaces removed.
    public var lines: [String] {
        rows.map { row in
            var line = String(row.compactMap(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// Overwriting the later columns of a wide character leaves part of a glyph; blank
    /// the columns it kept before `x`.
    private mutating func repairWideCharacter(before x: Int, row y: Int) {
        guard x > 0, x < size.width, rows[y][x].character != nil else { return }
        var start = x - 1
        while start > 0, rows[y][start].character == nil { start -= 1 }
        guard let character = rows[y][start].character, start + character.terminalWidth > x else { return }
        for column in start..<x { rows[y][column] = Cell(character: " ", style: rows[y][column].style) }
    }
}
