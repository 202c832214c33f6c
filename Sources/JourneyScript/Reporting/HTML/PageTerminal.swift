import JourneyTrace
import TerminalEmulator

/// How the report's page draws a screen: the numbers of the emulator's SVG pictures
/// (cell size, margin, baseline, font), the palette's default colours and the trace's
/// style bits, written into the page's script as `TERMINAL`, so the page's pictures are
/// the Swift SVG's and no number is typed twice.
struct PageTerminal: Codable, Equatable {
    /// A cell's width and height, the margin, the baseline's place in a cell.
    var cellWidth, cellHeight, padding, baseline: Double
    /// The fonts and their size.
    var fontFamily: String
    /// The font size, in pixels.
    var fontSize: Int
    /// The opacity of dim text.
    var dimOpacity: Double
    /// The default colours.
    var foreground, background: String
    /// The style bits the page draws (`TraceScreen.Style`).
    var bold, dim, italic, underline, hidden, strikethrough: Int

    /// The Swift SVG's numbers and `palette`'s defaults.
    init(palette: Palette = .xterm) {
        typealias Layout = TerminalScreen.SVGLayout
        typealias Bits = TraceScreen.Style
        cellWidth = Layout.cellWidth
        cellHeight = Layout.cellHeight
        padding = Layout.padding
        baseline = Layout.baseline
        fontFamily = Layout.fontFamily
        fontSize = Layout.fontSize
        dimOpacity = Layout.dimOpacity
        foreground = palette.foreground
        background = palette.background
        bold = Bits.bold
        dim = Bits.dim
        italic = Bits.italic
        underline = Bits.underline
        hidden = Bits.hidden
        strikethrough = Bits.strikethrough
    }
}
