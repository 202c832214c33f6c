import ScreenModel

extension TerminalScreen {
    /// The screen as a self-contained SVG picture: backgrounds, coloured and styled
    /// text in a monospace font, and the cursor when it is shown. It needs no fonts or
    /// files beside it, so it can go straight into a report or a README.
    public func svg(palette: Palette = .xterm) -> String {
        let cellWidth = SVGLayout.cellWidth, cellHeight = SVGLayout.cellHeight, padding = SVGLayout.padding
        let width = Double(columns) * cellWidth + 2 * padding
        let height = Double(rows) * cellHeight + 2 * padding
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
        }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
            viewBox="0 0 \(number(width)) \(number(height))" font-family="\(SVGLayout.fontFamily)" font-size="\(SVGLayout.fontSize)">
            <rect width="100%" height="100%" fill="\(palette.background)"/>

            """
        var texts = ""
        for y in 0..<rows {
            let top = padding + Double(y) * cellHeight
            let baseline = top + cellHeight * SVGLayout.baseline
            for run in styleRuns(row: y) {
                var foreground = palette.hex(run.attributes.foreground, fallback: palette.foreground)
                var background = palette.hex(run.attributes.background, fallback: palette.background)
                if run.attributes.style.contains(.inverse) { swap(&foreground, &background) }
                let columnsInRun = run.text.unicodeScalars.reduce(0) { $0 + ($1.value < 0x20 ? 0 : CharacterWidth.of($1.value)) }
                let left = padding + Double(run.x) * cellWidth
                if background != palette.background {
                    svg +=
                        "<rect x=\"\(number(left))\" y=\"\(number(top))\" width=\"\(number(Double(columnsInRun) * cellWidth))\" "
                        + "height=\"\(number(cellHeight))\" fill=\"\(background)\"/>\n"
                }
                guard !run.attributes.style.contains(.hidden), run.text.contains(where: { $0 != " " }) else { continue }
                var attributes = "x=\"\(number(left))\" y=\"\(number(baseline))\" fill=\"\(foreground)\""
                if run.attributes.style.contains(.bold) { attributes += " font-weight=\"bold\"" }
                if run.attributes.style.contains(.italic) { attributes += " font-style=\"italic\"" }
                if run.attributes.style.contains(.dim) { attributes += " opacity=\"\(number(SVGLayout.dimOpacity))\"" }
                var decorations: [String] = []
                if run.attributes.style.contains(.underline) { decorations.append("underline") }
                if run.attributes.style.contains(.strikethrough) { decorations.append("line-through") }
                if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
                // One positioned span per cell keeps columns aligned whatever the font's advance.
                var spans = ""
                var column = run.x
                for character in run.text {
                    let columnsWide = character.unicodeScalars.first.map { CharacterWidth.of($0.value) } ?? 1
                    if character != " " {
                        spans += "<tspan x=\"\(number(padding + Double(column) * cellWidth))\">\(String(character).xmlEscaped)</tspan>"
                    }
                    column += max(1, columnsWide)
                }
                texts += "<text \(attributes) xml:space=\"preserve\">\(spans)</text>\n"
            }
        }
        svg += texts
        if cursor.isVisible, cursor.y < rows, cursor.x < columns {
            svg +=
                "<rect x=\"\(number(padding + Double(cursor.x) * cellWidth))\" y=\"\(number(padding + Double(cursor.y) * cellHeight))\" "
                + "width=\"\(number(cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(palette.foreground)\" opacity=\"0.5\"/>\n"
        }
        return svg + "</svg>\n"
    }
}
