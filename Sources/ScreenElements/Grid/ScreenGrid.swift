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
    /// Each cell's first scalar (a space for a blank or the second half of a wide one).
    let scalars: [Unicode.Scalar]
    /// Whether each cell is the second column of a wide character.
    private let isSecondHalf: [Bool]
    /// Whether marks combine with each cell's first scalar.
    private let hasMarks: [Bool]
    /// Each cell's colours and style.
    let attributes: [Attributes]
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

    /// Reads every cell of `screen` once.
    init(_ screen: TerminalScreen) {
        self.screen = screen
        columns = screen.columns
        rows = screen.rows
        let count = columns * rows
        var scalars: [Unicode.Scalar] = []
        var isSecondHalf: [Bool] = []
        var hasMarks: [Bool] = []
        var attributes: [Attributes] = []
        scalars.reserveCapacity(count)
        isSecondHalf.reserveCapacity(count)
        hasMarks.reserveCapacity(count)
        attributes.reserveCapacity(count)
        for y in 0..<rows {
            let glyphs = screen.glyphs(row: y)
            for glyph in glyphs.prefix(columns) {
                scalars.append(glyph.scalar)
                isSecondHalf.append(glyph.width == 0)
                hasMarks.append(glyph.hasMarks)
                attributes.append(glyph.attributes)
            }
            for _ in glyphs.count..<max(glyphs.count, columns) {
                scalars.append(" ")
                isSecondHalf.append(false)
                hasMarks.append(false)
                attributes.append(.plain)
            }
        }
        self.scalars = scalars
        self.isSecondHalf = isSecondHalf
        self.hasMarks = hasMarks
        self.attributes = attributes
        let cursor = screen.cursor
        cursorPosition = cursor.x < columns && cursor.y < rows ? Point(x: cursor.x, y: cursor.y) : nil
        self.cursor = cursor.isVisible ? cursorPosition : nil
        claimed = Array(repeating: false, count: count)
        claims = Array(repeating: 0, count: rows)
    }

    /// The scalar at column `x` of row `y`; a space outside the screen.
    func scalar(_ x: Int, _ y: Int) -> Unicode.Scalar {
        guard x >= 0, x < columns, y >= 0, y < rows else { return " " }
        return scalars[y * columns + x]
    }

    /// The attributes at column `x` of row `y`; plain outside the screen.
    func attributes(_ x: Int, _ y: Int) -> Attributes {
        guard x >= 0, x < columns, y >= 0, y < rows else { return .plain }
        return attributes[y * columns + x]
    }

    /// Whether the cell shows nothing: a space (or the second half of a wide character
    /// counts as part of the first, so it is not blank).
    func isBlank(_ x: Int, _ y: Int) -> Bool {
        guard x >= 0, x < columns, y >= 0, y < rows else { return true }
        let index = y * columns + x
        return scalars[index] == " " && !isSecondHalf[index]
    }

    /// What paints the cell's background as a person sees it: inverse swaps the colours.
    func paint(_ x: Int, _ y: Int) -> Paint {
        Paint(attributes(x, y))
    }

    /// The text of row `y` from column `start` up to (not including) `end`.
    func text(row y: Int, from start: Int, to end: Int) -> String {
        guard y >= 0, y < rows else { return "" }
        var result = ""
        for x in max(0, start)..<min(columns, max(start, end)) {
            let index = y * columns + x
            if hasMarks[index] {
                result += screen.cell(x: x, y: y)?.text ?? ""
            } else if !isSecondHalf[index] {
                result.unicodeScalars.append(scalars[index])
            }
        }
        return result
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
