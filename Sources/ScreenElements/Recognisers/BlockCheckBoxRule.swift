import ScreenModel
import TerminalEmulator

/// Check boxes and radio buttons as Textual draws them: a mark between half blocks,
/// `▐X▌` (`▐●▌` for a radio button), then a space and the label. Textual draws the mark
/// on and off alike and tells them apart by its colour.
enum BlockCheckBoxRule {
    /// The left half of the box: a right half block.
    static let left: Unicode.Scalar = "▐"
    /// The right half of the box: a left half block.
    static let right: Unicode.Scalar = "▌"

    /// Finds each box followed by a space and text, and yields a switch valued `1` when
    /// its mark is drawn, `0` when the box is empty or the mark too faint to see.
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: [left]) { x, y in box(at: x, row: y, in: reading) }
    }

    /// The check box whose `▐` is at column `x` of row `y`, or nil. The label runs to two
    /// blanks or a line; painted unlike the box's surroundings it has focus.
    private static func box(at x: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard grid.scalar(x, y) == left, grid.scalar(x + 2, y) == right, !BoxDrawing.isLine(grid.scalar(x + 1, y)), grid.scalar(x + 3, y) == " " else { return nil }
        var end = x + 4
        while end < grid.columns, !BoxDrawing.isLine(grid.scalar(end, y)), !(grid.isBlank(end, y) && grid.isBlank(end + 1, y)) { end += 1 }
        let label = reading.trimmedText(row: y, x + 4..<end)
        guard !label.isEmpty else { return nil }
        let isOn = grid.scalar(x + 1, y) != " " && Contrast.ofText(grid.attributes(x + 1, y)) >= Contrast.faint
        let surroundings = Paint(Attributes(background: grid.attributes(x, y).background))
        let isHighlighted = (x + 4..<end).contains { !grid.isBlank($0, y) && grid.paint($0, y) != surroundings }
        let frame = Rect(x: x, y: y, width: end - x, height: 1)
        return FoundElement(
            type: .switch, label: label, value: isOn ? "1" : "0", frame: frame, isEnabled: !reading.isDim(row: y, from: x + 4, to: end),
            hasFocus: isHighlighted || reading.hasCursor(in: frame), rule: "blockCheckBox")
    }
}
