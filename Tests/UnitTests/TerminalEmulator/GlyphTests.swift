import TerminalEmulator
import Testing

@Suite("Glyphs: a row's cells read without building their text")
struct GlyphTests {
    /// A row of plain and painted letters, a wide character, a letter with a combining
    /// mark, a wide character with one, and blanks after them.
    static let mixedRow = "a\(esc)[1;31mB\(esc)[0m日e\u{301}本\u{308}\(esc)[44m \(esc)[0mz"

    @Test("each glyph of a row agrees with its cell: first scalar, width, attributes and whether marks follow")
    func glyphsAgreeWithCells() {
        let screen = screen(after: Self.mixedRow, columns: 12, rows: 2)
        let glyphs = screen.glyphs(row: 0)

        #expect(glyphs.count == 12)
        for (x, glyph) in glyphs.enumerated() {
            let cell = screen.cell(x: x, y: 0)!
            #expect(glyph.scalar == (cell.width == 0 ? " " : cell.text.unicodeScalars.first!), "column \(x)")
            #expect(glyph.width == cell.width, "column \(x)")
            #expect(glyph.attributes == cell.attributes, "column \(x)")
            #expect(glyph.hasMarks == (cell.text.unicodeScalars.count > 1), "column \(x)")
        }
    }

    @Test("a wide character is its scalar at width 2 then a space at width 0; marks are on the first column alone")
    func wideCharactersAndMarks() {
        let glyphs = screen(after: Self.mixedRow, columns: 12, rows: 2).glyphs(row: 0)

        #expect(glyphs[2] == Glyph(scalar: "日", width: 2, attributes: .plain, hasMarks: false))
        #expect(glyphs[3] == Glyph(scalar: " ", width: 0, attributes: .plain, hasMarks: false))
        #expect(glyphs[4] == Glyph(scalar: "e", width: 1, attributes: .plain, hasMarks: true))
        #expect(glyphs[5] == Glyph(scalar: "本", width: 2, attributes: .plain, hasMarks: true))
        #expect(glyphs[6] == Glyph(scalar: " ", width: 0, attributes: .plain, hasMarks: false))
        #expect(glyphs[1].attributes != .plain)
        #expect(glyphs[7].scalar == " " && glyphs[7].attributes != .plain)
        #expect(glyphs[9] == Glyph(scalar: " ", width: 1, attributes: .plain, hasMarks: false))
    }

    @Test("rows from the first to the last have a glyph a column; a row above or below the screen has none")
    func rowsOutsideTheScreen() {
        let screen = screen(after: "top\r\nend", columns: 5, rows: 2)

        #expect(screen.glyphs(row: 0).map(\.scalar) == ["t", "o", "p", " ", " "])
        #expect(screen.glyphs(row: 1).map(\.scalar) == ["e", "n", "d", " ", " "])
        #expect(screen.glyphs(row: -1).isEmpty)
        #expect(screen.glyphs(row: 2).isEmpty)
    }
}
