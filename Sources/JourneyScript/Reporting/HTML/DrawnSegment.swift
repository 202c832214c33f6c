import JourneyTrace
import TerminalEmulator

/// A stretch of one row drawn alike, as the report's page draws it: where it starts,
/// what each of its columns shows, and its colours already looked up in the palette the
/// emulator's SVG pictures use, so the page works out no width and no colour.
struct DrawnSegment: Hashable, Encodable {
    /// The first column, from 0.
    var column: Int
    /// One entry a column: a character with its marks, a space, or "" in the right half
    /// of a wide character.
    var cells: [String]
    /// The text colour as `#rrggbb`, inverse already applied.
    var foreground: String
    /// The cells' colour as `#rrggbb`, inverse already applied.
    var background: String
    /// `TraceScreen.Style` bits but inverse (which the colours already show).
    var style: Int

    /// The stretches of `screen`'s row `row`, cut where the drawn colours or style
    /// change; what draws nothing (blanks on the background) is left out.
    static func segments(of screen: TraceScreen, row: Int, palette: Palette) -> [DrawnSegment] {
        let cells = screen.cells(row: row)
        var segments: [DrawnSegment] = []
        var start = 0
        while start < cells.count {
            let looks = Self.looks(of: cells[start], palette: palette)
            var end = start + 1
            while end < cells.count, Self.looks(of: cells[end], palette: palette) == looks { end += 1 }
            var texts = cells[start..<end].map(\.text)
            // Blanks at the end of a stretch on the background draw nothing.
            if looks.background == palette.background {
                while texts.last == " " { texts.removeLast() }
            }
            if !texts.isEmpty, looks.background != palette.background || texts.contains(where: { $0 != " " && !$0.isEmpty }) {
                segments.append(
                    DrawnSegment(column: start, cells: texts, foreground: looks.foreground, background: looks.background, style: looks.style))
            }
            start = end
        }
        return segments
    }

    /// How `cell` is drawn: its colours through `palette`, swapped when inverse, and its other style bits.
    private static func looks(of cell: TraceScreen.Cell, palette: Palette) -> (foreground: String, background: String, style: Int) {
        var foreground = palette.hex(TraceScreen.color(code: cell.foreground), fallback: palette.foreground)
        var background = palette.hex(TraceScreen.color(code: cell.background), fallback: palette.background)
        if cell.style & TraceScreen.Style.inverse != 0 { swap(&foreground, &background) }
        return (foreground, background, cell.style & ~TraceScreen.Style.inverse)
    }

    /// `[column, cells, foreground, background, style]`, the cells as one string when
    /// every column holds one UTF-16 unit (the page then reads a unit a column), else
    /// as an array of one string a column.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(column)
        if cells.allSatisfy({ $0.utf16.count == 1 }) {
            try container.encode(cells.joined())
        } else {
            try container.encode(cells)
        }
        try container.encode(foreground)
        try container.encode(background)
        try container.encode(style)
    }
}
