import Foundation
import JourneyTrace
import TerminalEmulator
import Testing

@testable import JourneyScript

/// What the page draws with is derived from its Swift home, never typed again: the
/// numbers from the emulator's SVG, the colours from `Palette`, the style bits from the trace.
@Suite("The report page's terminal and its Swift homes")
struct PageTerminalTests {
    @Test("the page's TERMINAL is the emulator SVG's cell size, margin, baseline and font, the palette's defaults and the trace's style bits")
    func constantsAreTheSwiftOnes() throws {
        let script = ReportAssets.script
        let start = try #require(script.range(of: "var TERMINAL="))
        let end = try #require(script.range(of: ";\n", range: start.upperBound..<script.endIndex))

        let page = try JSONDecoder().decode(PageTerminal.self, from: Data(script[start.upperBound..<end.lowerBound].utf8))

        typealias Layout = TerminalScreen.SVGLayout
        #expect(
            [page.cellWidth, page.cellHeight, page.padding, page.baseline, page.dimOpacity] == [
                Layout.cellWidth, Layout.cellHeight, Layout.padding, Layout.baseline, Layout.dimOpacity,
            ])
        #expect(page.fontFamily == Layout.fontFamily && page.fontSize == Layout.fontSize)
        #expect([page.foreground, page.background] == [Palette.xterm.foreground, Palette.xterm.background])
        typealias Bits = TraceScreen.Style
        let pageBits: [Int] = [page.bold, page.dim, page.italic, page.underline, page.hidden, page.strikethrough]
        let traceBits: [Int] = [Bits.bold, Bits.dim, Bits.italic, Bits.underline, Bits.hidden, Bits.strikethrough]
        #expect(pageBits == traceBits)
        let svg = Emulator(columns: 2, rows: 1).screen.svg()
        #expect(svg.contains("font-family=\"\(page.fontFamily)\" font-size=\"\(page.fontSize)\""))
        #expect(svg.contains("width=\"\(Int(2 * page.cellWidth + 2 * page.padding))\" height=\"\(Int(page.cellHeight + 2 * page.padding))\""))
        #expect(ReportAssets.css.contains("--term-bg:\(Palette.xterm.background);--term-fg:\(Palette.xterm.foreground)"))
    }

    @Test("every palette colour and a true colour are drawn in the emulator's SVG colour for it, text and background, inverse swapped")
    func coloursAreThePalettes() {
        let codes = Array(0..<256) + [0x1000000 + 0x010203]
        var emulator = Emulator(columns: codes.count * 3, rows: 2)
        for code in codes {
            let sgr = code < 256 ? "38;5;\(code);48;5;\(255 - code)" : "38;2;1;2;3;48;2;4;5;6"
            emulator.feed("\u{1B}[\(sgr)mX\u{1B}[7mY\u{1B}[0m ")
        }
        let screen = emulator.screen
        let svg = screen.svg()

        let segments = DrawnSegment.segments(of: TraceScreen(screen), row: 0, palette: .xterm)

        #expect(segments.count == codes.count * 2)
        for segment in segments {
            #expect(svg.contains("<rect x=\"\(8 + 9 * segment.column)\" y=\"8\" width=\"9\" height=\"18\" fill=\"\(segment.background)\"/>"), "column \(segment.column)")
            #expect(svg.contains("fill=\"\(segment.foreground)\" xml:space=\"preserve\"><tspan x=\"\(8 + 9 * segment.column)\">"), "column \(segment.column)")
        }
        #expect(segments[2].foreground == "#cd0000" && segments[3].background == "#cd0000", "ANSI red is xterm's #cd0000, swapped when inverse")
    }
}
