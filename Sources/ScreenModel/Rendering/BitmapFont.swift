/// A fixed-width bitmap font for drawing terminal screens as pictures: each character a
/// cell of `cellWidth` by `cellHeight` pixels, one bit a pixel.
///
/// The one font is `fixed6x13`, the X11 misc-fixed 6x13 font (public domain), with the
/// characters terminal apps draw most; any other character is drawn as an empty box.
package struct BitmapFont: Sendable {
    /// A cell's width in pixels.
    package let cellWidth: Int
    /// A cell's height in pixels.
    package let cellHeight: Int
    private let glyphs: [UInt32: [UInt8]]

    /// The X11 misc-fixed 6x13 font.
    package static let fixed6x13 = BitmapFont(cellWidth: 6, cellHeight: 13, table: fixed6x13Glyphs)

    /// A font read from `table`: a glyph a line, its code point in five hex digits, then
    /// one row a byte in two hex digits, the pixels from the highest bit.
    init(cellWidth: Int, cellHeight: Int, table: String) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        var glyphs: [UInt32: [UInt8]] = [:]
        for line in table.split(separator: "\n") {
            let digits = Array(line.utf8)
            guard digits.count == 5 + 2 * cellHeight, let code = UInt32(String(decoding: digits[0..<5], as: UTF8.self), radix: 16) else { continue }
            glyphs[code] = (0..<cellHeight).map { row in
                UInt8(String(decoding: digits[(5 + 2 * row)..<(7 + 2 * row)], as: UTF8.self), radix: 16) ?? 0
            }
        }
        self.glyphs = glyphs
    }

    /// Whether pixel (`x`, `y`) of the cell drawing `scalar` is set; `columns` is how many
    /// cells the character takes (2 for a wide one). A character the font lacks is an
    /// empty box as wide as its cells.
    package func isSet(_ scalar: Unicode.Scalar, columns: Int, x: Int, y: Int) -> Bool {
        if columns == 1, let rows = glyphs[scalar.value] {
            return rows[y] & (0x80 >> UInt8(x)) != 0
        }
        // The box: one pixel in from the cells' edges, above the descent.
        let right = columns * cellWidth - 2, bottom = cellHeight - 3
        guard (1...right).contains(x), (1...bottom).contains(y) else { return false }
        return x == 1 || x == right || y == 1 || y == bottom
    }

    /// Whether the font has its own glyph for `scalar`.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        glyphs[scalar.value] != nil
    }
}
