import ScreenModel
import TerminalEmulator

/// The screen as the recognisers read it: each cell's first character as a scalar (its
/// text on demand), what paints its background, and which cells a rule has already claimed.
///
/// A class: the rules read it cell by cell, and a reference costs nothing to pass.
final class ScreenGrid {
    /// The width in columns.
    let columns: Int
    /// The height in rows.
    let rows: Int
    /// The screen read, for the text of the few cells whose characters combine marks.
    private let screen: TerminalScreen
    /// Each cell's first scalar (a space for a blank or the second half of a wide one),
    /// apart from the rest of its glyph: the rules scan these most.
    let scalars: [Unicode.Scalar]
    /// Each cell's glyph: its width, attributes and whether marks combine with it.
    private let glyphs: [Glyph]
    /// Whether each cell shows nothing (see `isBlank(_:_:)`).
    let blanks: [Bool]
    /// What paints each cell's background (see `paint(_:_:)`).
    private let paints: [Paint]
    /// Where the visible cursor is, or nil when the program hid it.
    let cursor: Point?
    /// Where the cursor is, shown or hidden (a program that hides it still moves it to
    /// what has focus), or nil when it is off the screen.
    let cursorPosition: Point?
    /// The cells a recogniser has taken: later rules pass over them.
    private(set) var claimed: [Bool]
    /// How many claims each row has had, so what was read off a row can be kept until the
    /// next claim on it.
    private(set) var claims: [Int]
    /// For each row, the bits (`ScalarSet.hintBit(of:)`) of every scalar on it: a rule
    /// passes over a row that cannot hold what it starts from.
    private let rowHints: [UInt64]
    /// Whether each row has an underlined cell.
    let hasUnderline: [Bool]
    /// For each row, the columns from its first cell that is not blank to its last, or
    /// none: text on the row lies within them.
    let textSpans: [Range<Int>]

    /// Reads every cell of `screen` once.
    init(_ screen: TerminalScreen) {
        self.screen = screen
        columns = screen.columns
        rows = screen.rows
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(columns * rows)
        let blank = Glyph(scalar: " ", width: 1, attributes: .plain, hasMarks: false)
        for y in 0..<rows {
            let row = screen.glyphs(row: y)
            glyphs.append(contentsOf: row.prefix(columns))
            if row.count < columns { glyphs.append(contentsOf: repeatElement(blank, count: columns - row.count)) }
        }
        // One pass over the cells fills every per-cell and per-row table.
        let underline = Style.underline
        var scalars = [Unicode.Scalar](repeating: " ", count: glyphs.count)
        var blanks = [Bool](repeating: true, count: glyphs.count)
        var paints = [Paint](repeating: Paint(.plain), count: glyphs.count)
        var rowHints = [UInt64](repeating: 0, count: rows)
        var hasUnderline = [Bool](repeating: false, count: rows)
        var textSpans = [Range<Int>](repeating: 0..<0, count: rows)
        for y in 0..<rows {
            var hints: UInt64 = 0
            var isUnderlined = false
            var first = -1, last = -1
            for x in 0..<columns {
                let index = y * columns + x
                let glyph = glyphs[index]
                scalars[index] = glyph.scalar
                hints |= ScalarSet.hintBit(of: glyph.scalar)
                isUnderlined = isUnderlined || glyph.attributes.style.contains(underline)
                paints[index] = Paint(glyph.attributes)
                if glyph.scalar != " " || glyph.width == 0 {
                    blanks[index] = false
                    if first < 0 { first = x }
                    last = x
                }
            }
            rowHints[y] = hints
            hasUnderline[y] = isUnderlined
            textSpans[y] = first < 0 ? 0..<0 : first..<(last + 1)
        }
        self.glyphs = glyphs
        self.scalars = scalars
        self.blanks = blanks
        self.paints = paints
        self.textSpans = textSpans
        self.rowHints = rowHints
        self.hasUnderline = hasUnderline
        let cursor = screen.cursor
        cursorPosition = cursor.x < columns && cursor.y < rows ? Point(x: cursor.x, y: cursor.y) : nil
        self.cursor = cursor.isVisible ? cursorPosition : nil
        claimed = Array(repeating: false, count: columns * rows)
        claims = Array(repeating: 0, count: rows)
    }

    /// The scalar at column `x` of row `y`; a space outside the screen.
    func scalar(_ x: Int, _ y: Int) -> Unicode.Scalar {
        guard x >= 0, x < columns, y >= 0, y < rows else { return " " }
        return scalars[y * columns + x]
    }

    /// Whether row `y` may hold a member of `set`: false only when it holds none.
    func mayHold(anyOf set: ScalarSet, row y: Int) -> Bool {
        y >= 0 && y < rows && rowHints[y] & set.hint != 0
    }

    /// The attributes at column `x` of row `y`; plain outside the screen.
    func attributes(_ x: Int, _ y: Int) -> Attributes {
        guard x >= 0, x < columns, y >= 0, y < rows else { return .plain }
        return glyphs[y * columns + x].attributes
    }

    /// Whether the cell shows nothing: a space (or the second half of a wide character
    /// counts as part of the first, so it is not blank).
    func isBlank(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, x < columns, y >= 0, y < rows else { return true }
        return blanks[y * columns + x]
    }

    /// What paints the cell's background as a person sees it: inverse swaps the colours.
    func paint(_ x: Int, _ y: Int) -> Paint {
        guard x >= 0, x < columns, y >= 0, y < rows else { return Paint(.plain) }
        return paints[y * columns + x]
    }

    /// The text of row `y` from column `start` up to (not including) `end`.
    func text(row y: Int, from start: Int, to end: Int) -> String {
        guard y >= 0, y < rows else { return "" }
        let columns = max(0, start)..<min(self.columns, max(start, end))
        guard !columns.isEmpty else { return "" }
        let row = y * self.columns
        if columns.contains(where: { glyphs[row + $0].hasMarks }) {
            var result = ""
            for x in columns {
                let index = row + x
                if glyphs[index].hasMarks {
                    result += screen.cell(x: x, y: y)?.text ?? ""
                } else if glyphs[index].width != 0 {
                    result.unicodeScalars.append(scalars[index])
                }
            }
            return result
        }
        return String(unsafeUninitializedCapacity: 4 * columns.count) { buffer in
            var length = 0
            for x in columns where glyphs[row + x].width != 0 {
                UTF8.encode(scalars[row + x]) { byte in
                    buffer[length] = byte
                    length += 1
                }
            }
            return length
        }
    }

    /// Whether a rule already took the cell.
    func isClaimed(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, x < columns, y >= 0, y < rows else { return true }
        return claimed[y * columns + x]
    }

    /// Whether any cell of `rect` is taken.
    func isClaimed(_ rect: Rect) -> Bool {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where isClaimed(x, y) { return true }
        }
        return false
    }

    /// Marks every cell of `rect` as taken.
    func claim(_ rect: Rect) {
        for y in max(0, rect.minY)..<min(rows, max(rect.minY, rect.maxY)) {
            claims[y] += 1
            for x in max(0, rect.minX)..<min(columns, max(rect.minX, rect.maxX)) { claimed[y * columns + x] = true }
        }
    }
}
