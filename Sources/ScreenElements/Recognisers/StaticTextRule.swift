import ScreenModel
import TerminalEmulator

/// Static text: whatever text is left once every other rule has taken its cells, one
/// element per stretch of a row (stretches end at two blank cells).
enum StaticTextRule {
    /// Yields a static text for each remaining stretch; dim text is disabled.
    static func scan(_ reading: ScreenReading) {
        for y in 0..<reading.grid.rows {
            for (_, run) in reading.runs(row: y, columns: 0..<reading.grid.columns) {
                let text = reading.trimmedText(row: y, run)
                reading.accept(
                    FoundElement(
                        type: .staticText, label: text, frame: Rect(x: run.lowerBound, y: y, width: run.count, height: 1),
                        isEnabled: !reading.isDim(row: y, from: run.lowerBound, to: run.upperBound), rule: "staticText"))
            }
        }
    }
}
