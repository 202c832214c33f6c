import TerminalEmulator
import Testing

@Suite("Palette: the colours a picture is drawn in")
struct PaletteTests {
    /// An indexed colour and the `#rrggbb` xterm draws it in.
    struct IndexedColour: Sendable, CustomTestStringConvertible {
        let index: Int
        let hex: String
        var testDescription: String { "colour \(index) is \(hex)" }
    }

    /// xterm's 16 ANSI colours, then the edges of its 6×6×6 cube and its grey ramp.
    static let colours: [IndexedColour] =
        [
            "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
            "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
        ].enumerated().map { IndexedColour(index: $0.offset, hex: $0.element) } + [
            IndexedColour(index: 16, hex: "#000000"),
            IndexedColour(index: 17, hex: "#00005f"),
            IndexedColour(index: 52, hex: "#5f0000"),
            IndexedColour(index: 231, hex: "#ffffff"),
            IndexedColour(index: 232, hex: "#080808"),
            IndexedColour(index: 255, hex: "#eeeeee"),
        ]

    @Test("an indexed colour is drawn in xterm's value for it", arguments: colours)
    func indexedColour(_ colour: IndexedColour) {
        let svg = screen(after: "\(esc)[38;5;\(colour.index)mX\(esc)[m", columns: 4, rows: 1).svg()

        #expect(fillOfX(in: svg) == colour.hex, "\(svg)")
    }

    @Test("the ANSI colours of SGR 30–37 and 90–97 are the palette's first sixteen", arguments: 0..<16)
    func ansiColour(_ index: Int) {
        let code = index < 8 ? 30 + index : 90 + index - 8
        let svg = screen(after: "\(esc)[\(code)mX\(esc)[m", columns: 4, rows: 1).svg()

        #expect(fillOfX(in: svg) == Self.colours[index].hex, "\(svg)")
    }

    /// The colour the text holding the one `X` is drawn in (not the cursor's, which is
    /// the palette's foreground whatever the text's colour).
    private func fillOfX(in svg: String) -> String? {
        guard let line = svg.split(separator: "\n").first(where: { $0.contains(">X</tspan>") }),
            let fill = line.firstRange(of: "fill=\"")
        else { return nil }
        return String(line[fill.upperBound...].prefix { $0 != "\"" })
    }
}
