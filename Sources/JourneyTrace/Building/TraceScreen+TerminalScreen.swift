package import TerminalEmulator
import ScreenModel

extension TraceScreen {
    /// A program's terminal screen as a trace keeps it: its rows of text and the runs
    /// of style and colour over them, in the emulator's columns.
    package init(_ screen: TerminalScreen) {
        var runs: [Run] = []
        for y in 0..<screen.rows {
            for run in screen.styleRuns(row: y) {
                let attributes = run.attributes
                let style = Self.bits(attributes.style)
                let foreground = Self.code(attributes.foreground)
                let background = Self.code(attributes.background)
                if style != 0 || foreground != nil || background != nil {
                    // Its text holds a wide character once and marks joined: its columns
                    // are what the emulator gave them.
                    runs.append(
                        Run(row: y, start: run.x, length: run.text.terminalWidth, style: style, foreground: foreground, background: background))
                }
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

    /// The colour a run's `foreground` or `background` code stands for: the reverse of
    /// how a screen's colours are kept.
    package static func color(code: Int?) -> Color {
        guard let code, code >= 0 else { return .default }
        if code < 256 { return .indexed(UInt8(code)) }
        let rgb = code - 0x1000000
        return .rgb(UInt8(truncatingIfNeeded: rgb >> 16), UInt8(truncatingIfNeeded: rgb >> 8), UInt8(truncatingIfNeeded: rgb))
    }

    private static func bits(_ style: TerminalEmulator.Style) -> Int {
        var bits = 0
        if style.contains(.bold) { bits |= Style.bold }
        if style.contains(.dim) { bits |= Style.dim }
        if style.contains(.inverse) { bits |= Style.inverse }
        if style.contains(.underline) { bits |= Style.underline }
        if style.contains(.italic) { bits |= Style.italic }
        if style.contains(.hidden) { bits |= Style.hidden }
        if style.contains(.strikethrough) { bits |= Style.strikethrough }
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
