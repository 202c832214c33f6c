import TerminalEmulator

/// Reads a screen back from an SVG picture in the page, by its geometry: which
/// character each `tspan` puts in which column and row, in which colour and weight, and
/// which columns each background `rect` covers. The same reading serves the emulator's
/// own SVG and the report's, so the two are compared as a person sees them.
enum DrawnScreenReading {
    /// An expression giving the picture `svg` (an expression for an `svg` element) read
    /// as `{width, height, fontFamily, fontSize, background, rows}`, each row a list of
    /// `"column:text fg bg"` (bold adds ` bold`) for every column that shows a character
    /// or a colour of its own; positions are worked out with the Swift SVG's cell size.
    static func script(_ svg: String) -> String {
        typealias Layout = TerminalScreen.SVGLayout
        return """
            (() => {
              const svg = \(svg);
              const cw = \(Layout.cellWidth), ch = \(Layout.cellHeight), pad = \(Layout.padding);
              const width = parseFloat(svg.getAttribute('width')), height = parseFloat(svg.getAttribute('height'));
              const columns = Math.round((width - 2 * pad) / cw), rows = Math.round((height - 2 * pad) / ch);
              const rects = [...svg.querySelectorAll('rect')];
              const background = rects[0].getAttribute('fill');
              const grid = [];
              for (let y = 0; y < rows; y++) { const row = []; for (let x = 0; x < columns; x++) row.push({t: ' ', fg: '', bg: background, b: false}); grid.push(row); }
              for (const r of rects.slice(1)) {
                if (r.hasAttribute('opacity')) continue;
                const y = Math.floor((parseFloat(r.getAttribute('y')) - pad) / ch + 0.01);
                const x0 = Math.round((parseFloat(r.getAttribute('x')) - pad) / cw), n = Math.round(parseFloat(r.getAttribute('width')) / cw);
                for (let x = x0; x < x0 + n; x++) if (grid[y] && grid[y][x]) grid[y][x].bg = r.getAttribute('fill');
              }
              for (const text of svg.querySelectorAll('text')) {
                const y = Math.floor((parseFloat(text.getAttribute('y')) - pad) / ch);
                for (const span of text.querySelectorAll('tspan')) {
                  const x = Math.round((parseFloat(span.getAttribute('x')) - pad) / cw);
                  if (!grid[y] || !grid[y][x]) return 'a character outside the screen: ' + span.textContent + ' at ' + x + ',' + y;
                  grid[y][x].t = span.textContent; grid[y][x].fg = text.getAttribute('fill'); grid[y][x].b = text.getAttribute('font-weight') === 'bold';
                }
              }
              return {
                width, height, background, fontFamily: svg.getAttribute('font-family'), fontSize: svg.getAttribute('font-size'),
                rows: grid.map(row => row.map((c, x) => c.t === ' ' && c.bg === background ? null : x + ':' + c.t + ' ' + c.fg + ' ' + c.bg + (c.b ? ' bold' : '')).filter(c => c))
              };
            })()
            """
    }

    /// The characters the emulator's screen shows, as `"column:text"` a row (blank
    /// columns and the right halves of wide characters left out).
    static func characters(of screen: TerminalScreen) -> [[String]] {
        (0..<screen.rows).map { y in
            (0..<screen.columns).compactMap { x in
                guard let cell = screen.cell(x: x, y: y), cell.width != 0, cell.text != " " else { return nil }
                return "\(x):\(cell.text)"
            }
        }
    }

    /// The `"column:text"` of each drawn cell of `rows` that shows a character.
    static func characters(inRows rows: [[String]]) -> [[String]] {
        rows.map { row in
            row.compactMap { entry in
                let parts = entry.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                guard let first = parts.first, !first.hasSuffix(":") else { return nil }
                return String(first)
            }
        }
    }
}

extension HeadlessBrowser {
    /// The rows of the SVG picture `selector` names, as text: each character at its
    /// column, blank columns as spaces, trailing spaces left out (for screens of one
    /// column a character).
    func screenLines(_ selector: String) throws -> [String] {
        let reading = try evaluate(DrawnScreenReading.script("document.querySelector('\(selector)')")) as? [String: Any]
        let rows = reading?["rows"] as? [[String]] ?? []
        return DrawnScreenReading.characters(inRows: rows).map { row in
            var line: [Character] = []
            for entry in row {
                let parts = entry.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, let column = Int(parts[0]) else { continue }
                while line.count <= column { line.append(" ") }
                line[column] = parts[1].first ?? " "
            }
            return String(line)
        }
    }
}
