extension TerminalScreen {
    /// The geometry and type of the SVG pictures `svg(palette:)` draws: the one home of
    /// these numbers, which the journey report's page is written from, so a screen looks
    /// the same in a failure folder's picture and in the report.
    package enum SVGLayout {
        /// A cell's width, in pixels.
        package static let cellWidth = 9.0
        /// A cell's height, in pixels.
        package static let cellHeight = 18.0
        /// The margin around the cells, in pixels.
        package static let padding = 8.0
        /// Where the text's baseline sits in a cell, as a fraction of its height from the top.
        package static let baseline = 0.78
        /// The fonts, best first.
        package static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"
        /// The font size, in pixels.
        package static let fontSize = 15
        /// The opacity of dim text.
        package static let dimOpacity = 0.6
    }
}
