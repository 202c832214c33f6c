import ScreenModel
import TerminalEmulator

/// Buttons as Textual draws them: a block three rows tall in a background of its own, a
/// row of `▔` over the row with the label over a row of `▁`, all over the same columns.
enum TallButtonRule {
    /// The top row's cell: an upper eighth block.
    static let top: Unicode.Scalar = "▔"
    /// The bottom row's cell: a lower eighth block.
    static let bottom: Unicode.Scalar = "▁"

    /// Finds every block button; a label painted unlike its block (Textual reverses a
    /// focused button's label) makes it focused, dim text disabled.
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: [top]) { x, y in button(at: x, row: y, in: reading) }
    }

    /// The button whose top row starts at column `start` of row `y`, or nil. Buttons side
    /// by side with no gap (Textual's `ItemGrid`) are told apart by their paints: a
    /// button's `▔` and `▁` rows end where the next one's paint begins.
    private static func button(at start: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        func continues(_ edge: Unicode.Scalar, at x: Int, row: Int) -> Bool {
            grid.scalar(x, row) == edge && grid.paint(x, row) == grid.paint(start, row)
        }
        guard grid.scalar(start, y) == top, !continues(top, at: start - 1, row: y), y + 2 < grid.rows else { return nil }
        var end = start
        while end < grid.columns, continues(top, at: end, row: y) { end += 1 }
        let middle = y + 1, under = y + 2
        // The `▔` and `▁` rows of a tall border (a field's) run between its sides.
        guard end - start >= 2, grid.scalar(start - 1, middle) != TallFieldRule.left, grid.scalar(end, middle) != TallFieldRule.right,
            (start..<end).allSatisfy({ continues(bottom, at: $0, row: under) }), !continues(bottom, at: start - 1, row: under),
            !continues(bottom, at: end, row: under)
        else { return nil }
        let block = grid.paint(start, y)
        guard grid.paint(start, middle) == block, grid.paint(end - 1, middle) == block,
            !(start..<end).contains(where: { BoxDrawing.isLine(grid.scalar($0, middle)) })
        else { return nil }
        let label = reading.trimmedText(row: middle, start..<end)
        guard !label.isEmpty else { return nil }
        let frame = Rect(x: start, y: y, width: end - start, height: 3)
        let isHighlighted = (start..<end).contains { !grid.isBlank($0, middle) && grid.paint($0, middle) != block }
        return FoundElement(
            type: .button, label: label, frame: frame, isEnabled: !reading.isDim(row: middle, from: start, to: end),
            hasFocus: isHighlighted || reading.hasCursor(in: frame), rule: "tallButton")
    }
}
