package import TerminalEmulator

extension TraceScreen {
    /// A program's terminal screen as a trace keeps it: its rows of text and the runs
    /// of style and colour over them.
    package init(_ screen: TerminalScreen) {
        var runs: [Run] = []
        for y in 0..<screen.rows {
            var start = 0
            for run in screen.styleRuns(row: y) {
                let length = run.text.count
                let attributes = run.attributes
                let style = Self.bits(attributes.style)
                let foreground = Self.code(attributes.foreground)
                let background = Self.code(attributes.background)
                if style != 0 || foreground != nil || background != nil {
                    runs.append(Run(row: y, start: start, length: length, style: style, foreground: foreground, background: background))
                }
                start += length
            }
        }
        self.init(width: screen.columns, height: screen.rows, rows: screen.lines, runs: runs.isEmpty ? nil : runs)
    }

    /// 0–255 for a palette colour, `0x1000000 + rgb` for a true colour, nil for the default.
    private static func code(_ color: Color) -> Int? {
        switch color {
        case .default: nil
        case let .indexed(index): Int(index)
        case let .rgb(red, green, blue): 0x1000000 + Int(red) << 16 + Int(green) << 8 + Int(blue)
        }
    }

    private static func bits(_ style: TerminalEmulator.Style) -> Int {
        var bits = 0
        if style.contains(.bold) { bits |= Style.bold }
        if style.contains(.dim) { bits |= Style.dim }
        if style.contains(.inverse) { bits |= Style.inverse }
        if style.contains(.underline) { bits |= Style.underline }
        if style.contains(.italic) { bits |= Style.italic }
        return bits
    }
}

extension TraceStore {
    /// Stores a program's screen and returns the moment it makes.
    package mutating func moment(_ screen: TerminalScreen?) -> TraceMoment? {
        guard let screen else { return nil }
        return TraceMoment(screen: add(TraceScreen(screen)))
    }
}
