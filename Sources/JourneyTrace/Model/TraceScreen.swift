import ScreenModel

/// A terminal screen as a trace keeps it: its rows of text and, over them, runs of
/// styles and colours, as the terminal draws them.
package struct TraceScreen: Codable, Sendable, Hashable {
    /// Columns.
    package var width: Int
    /// Rows.
    package var height: Int
    /// The text of each row, top to bottom, without trailing spaces that carry no style.
    /// A row's text fills its columns as a terminal prints it (see `columns(of:)`): a
    /// wide character takes two, a combining mark joins the character before it.
    package var rows: [String]
    /// The styled stretches, in columns, the unit the terminal lays rows out in.
    package var runs: [Run]?

    /// Creates a screen.
    package init(width: Int, height: Int, rows: [String], runs: [Run]? = nil) {
        self.width = width
        self.height = height
        self.rows = rows
        self.runs = runs
    }

    /// One stretch of a row drawn with the same style and colours, in columns: a wide
    /// character in it counts two, a combining mark none.
    package struct Run: Codable, Sendable, Hashable {
        /// The row, from 0.
        package var row: Int
        /// The first column it covers, from 0.
        package var start: Int
        /// How many columns it covers.
        package var length: Int
        /// Bold (1), dim (2), inverse (4), underline (8), italic (16), hidden (32),
        /// strikethrough (64), added up.
        package var style: Int
        /// The text colour: 0–255 for the terminal's palette, `0x1000000 + rgb` for a
        /// true colour; nil for the default.
        package var foreground: Int?
        /// The background colour, the same way.
        package var background: Int?

        /// Creates a run.
        package init(row: Int, start: Int, length: Int, style: Int, foreground: Int? = nil, background: Int? = nil) {
            self.row = row
            self.start = start
            self.length = length
            self.style = style
            self.foreground = foreground
            self.background = background
        }

        /// Reads a run from its compact form, `[row, start, length, style, fg?, bg?]`.
        package init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            row = try container.decode(Int.self)
            start = try container.decode(Int.self)
            length = try container.decode(Int.self)
            style = try container.decode(Int.self)
            let foreground = container.isAtEnd ? -1 : try container.decode(Int.self)
            let background = container.isAtEnd ? -1 : try container.decode(Int.self)
            self.foreground = foreground < 0 ? nil : foreground
            self.background = background < 0 ? nil : background
        }

        /// Writes the compact form, with -1 for a default colour.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(row)
            try container.encode(start)
            try container.encode(length)
            try container.encode(style)
            if foreground != nil || background != nil {
                try container.encode(foreground ?? -1)
                try container.encode(background ?? -1)
            }
        }
    }

    /// Style bits.
    package enum Style {
        /// Heavier text.
        package static let bold = 1
        /// Fainter text.
        package static let dim = 2
        /// Swapped colours.
        package static let inverse = 4
        /// Underlined.
        package static let underline = 8
        /// Slanted.
        package static let italic = 16
        /// Not shown: the cells keep their background, the text is not drawn.
        package static let hidden = 32
        /// Struck through.
        package static let strikethrough = 64
    }

    /// The rows inside a frame of the screen's size, so blank rows and edges show.
    package var framed: String {
        let border = "+" + String(repeating: "-", count: width) + "+"
        let lines = (0..<height).map { index -> String in
            let text = index < rows.count ? rows[index] : ""
            return "|" + text + String(repeating: " ", count: max(0, width - text.terminalWidth)) + "|"
        }
        return ([border] + lines + [border]).joined(separator: "\n")
    }
}
