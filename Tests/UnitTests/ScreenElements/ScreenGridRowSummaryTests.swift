@testable import ScreenElements
import TerminalEmulator
import Testing

@Suite("ScreenGrid's row summaries: what a row may hold, whether it is underlined, and the span of its text")
struct ScreenGridRowSummaryTests {
    /// Rows of ASCII, box drawing, a wide character at the right edge and blanks only.
    static let rows = ["ab [OK] <x>", "┌──┐ _ ☐", "  q       日", ""]

    /// A grid of `rows`, one a line, 12 columns wide.
    static var grid: ScreenGrid {
        ScreenGridTests.grid(after: rows.joined(separator: "\r\n"), columns: 12, rows: rows.count)
    }

    @Test("a row may hold each scalar it shows, in ASCII and past it, and the space of its blanks")
    func mayHoldWhatItShows() {
        let grid = Self.grid
        for (y, row) in Self.rows.enumerated() {
            for scalar in row.unicodeScalars {
                #expect(grid.mayHold(anyOf: [scalar], row: y), "row \(y), \(scalar)")
            }
            #expect(grid.mayHold(anyOf: [" "], row: y), "row \(y)")
        }
    }

    @Test("a row holds none of a set whose scalars' bits none of its own share; rows off the screen hold nothing")
    func holdsNoneOfOthers() {
        let grid = Self.grid
        // "[" (91, bit 27), "┐" (U+2510, bit 16) and "_" (95, bit 31): no scalar of the
        // blank row, and no scalar of the first row but "[", shares their bits.
        #expect(!grid.mayHold(anyOf: ["[", "┐", "_"], row: 3))
        #expect(grid.mayHold(anyOf: ["[", "┐", "_"], row: 0))
        #expect(!grid.mayHold(anyOf: ["┐", "_"], row: 0))
        #expect(grid.mayHold(anyOf: ["┐", "_"], row: 1))
        #expect(!grid.mayHold(anyOf: [" "], row: -1))
        #expect(!grid.mayHold(anyOf: [" "], row: 4))
    }

    @Test("a row's text spans from its first cell that is not blank to its last, a wide character's second column included; a blank row spans nothing")
    func textSpans() {
        let grid = Self.grid

        #expect(grid.textSpans == [0..<11, 0..<8, 2..<12, 0..<0])
    }

    @Test("a row with an underlined cell is marked underlined, and one without is not")
    func underlinedRows() {
        let grid = ScreenGridTests.grid(after: "plain\r\nname \u{1B}[4m   \u{1B}[24m\r\n\u{1B}[4mx", columns: 12, rows: 4)

        #expect(grid.hasUnderline == [false, true, true, false])
    }

    @Test("text past ASCII with no marks reads back scalar for scalar, at the row's right edge too")
    func textPastAscii() {
        let grid = ScreenGridTests.grid(after: "┌é─€\u{1F600}x", columns: 7, rows: 1)

        #expect(grid.text(row: 0, from: 0, to: 7) == "┌é─€\u{1F600}x")
        #expect(grid.text(row: 0, from: 4, to: 7) == "\u{1F600}x")
        #expect(grid.text(row: 0, from: 5, to: 7) == "x")
    }
}
