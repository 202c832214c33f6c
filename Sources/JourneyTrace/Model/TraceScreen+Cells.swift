import ScreenModel

extension TraceScreen {
    /// One column of a row as it is drawn: what it shows, and the style and colours over it.
    package struct Cell: Sendable, Hashable {
        /// A character with any marks joined to it, a space in a blank column, or "" in the
        /// right half of a wide character.
        package var text: String
        /// The style bits of `Style`, added up.
        package var style: Int
        /// The text colour, as `Run.foreground` gives it; nil for the default.
        package var foreground: Int?
        /// The background colour, the same way.
        package var background: Int?

        /// Creates a cell.
        package init(text: String, style: Int = 0, foreground: Int? = nil, background: Int? = nil) {
            self.text = text
            self.style = style
            self.foreground = foreground
            self.background = background
        }
    }

    /// `text` laid out in columns as a terminal prints it, one entry a column: a scalar
    /// `CharacterWidth` gives 1 or 2 starts a character that many columns wide (its second
    /// column holds ""), and a scalar of width 0 (a combining mark, a joiner, a variation
    /// selector) joins the character before it; with none before it, it is dropped.
    ///
    /// This is how the emulator fills its cells, so a program's row comes back column
    /// for column; a row a trace keeps is read this way and no other.
    package static func columns(of text: String) -> [String] {
        var columns: [String] = []
        var last: Int?
        for scalar in text.unicodeScalars {
            let width = scalar.terminalWidth
            if width == 0 {
                if let last { columns[last].unicodeScalars.append(scalar) }
                continue
            }
            last = columns.count
            columns.append(String(scalar))
            if width == 2 { columns.append("") }
        }
        return columns
    }

    /// Row `row` as `width` cells, its text laid out by `columns(of:)` (blank past its
    /// end) with the runs' styles and colours over them.
    package func cells(row: Int) -> [Cell] {
        let text = row >= 0 && row < rows.count ? rows[row] : ""
        var cells = Self.columns(of: text).prefix(width).map { Cell(text: $0) }
        if cells.count < width { cells += Array(repeating: Cell(text: " "), count: width - cells.count) }
        for run in runs ?? [] where run.row == row {
            let first = max(0, run.start)
            let end = min(run.start + run.length, width)
            guard first < end else { continue }
            for column in first..<end {
                cells[column].style = run.style
                cells[column].foreground = run.foreground
                cells[column].background = run.background
            }
        }
        return cells
    }
}
