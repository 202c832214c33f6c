import ScreenModel
import TerminalEmulator

/// Fields for text as Textual draws them: one row of text in a tall border, `▊▔…▔▎` over
/// `▊` text `▎` over `▊▁…▁▎`.
enum TallFieldRule {
    /// The border's left side: a left three-quarters block.
    static let left: Unicode.Scalar = "▊"
    /// The border's right side: a left quarter block.
    static let right: Unicode.Scalar = "▎"

    /// Finds every field in a tall border whose text row no earlier rule took (a check
    /// box in one is the check box's).
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: [left]) { x, y in field(at: x, row: y, in: reading) }
    }

    /// The field whose border's top-left corner is column `x` of row `y`, or nil. Its label
    /// is the title in the top row, its value the text inside; text fainter than the
    /// field's own text colour (that of the blank after it) or dim is the placeholder. A
    /// border that stands out (Textual's focused border) gives it focus.
    private static func field(at x: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard grid.scalar(x, y) == left, y + 2 < grid.rows else { return nil }
        var end = x + 1
        while end < grid.columns, grid.scalar(end, y) != right { end += 1 }
        let middle = y + 1
        guard end < grid.columns, end - x >= 3, grid.scalar(x + 1, y) == TallButtonRule.top, grid.scalar(end - 1, y) == TallButtonRule.top else { return nil }
        var under = middle
        while under < grid.rows, grid.scalar(x, under) == left, grid.scalar(end, under) == right,
            !(x + 1..<end).allSatisfy({ grid.scalar($0, under) == TallButtonRule.bottom })
        {
            under += 1
        }
        guard under > middle, under < grid.rows, grid.scalar(x, under) == left, grid.scalar(end, under) == right,
            !(x + 1..<end).contains(where: { BoxDrawing.isLine(grid.scalar($0, middle)) })
        else { return nil }
        let title = (x + 1..<end).map { grid.scalar($0, y) == TallButtonRule.top ? " " : grid.text(row: y, from: $0, to: $0 + 1) }.joined().trimmed
        guard under == middle + 1 else { return editor(from: x, to: end, rows: y...under, title: title, in: reading) }
        let text = reading.trimmedText(row: middle, x + 1..<end)
        let frame = Rect(x: x, y: y, width: end - x + 1, height: 3)
        let isPlaceholder = !text.isEmpty && (reading.isDim(row: middle, from: x + 1, to: end) || isFaint(row: middle, from: x + 1, to: end, in: grid))
        return FoundElement(
            type: .textField, label: title, value: isPlaceholder ? "" : text, placeholderValue: isPlaceholder ? text : nil, frame: frame,
            hasFocus: borderStandsOut(at: end, row: middle, in: grid) || reading.hasCursor(in: frame), rule: "tallField")
    }

    /// The box of several rows in a tall border from column `x` to `end` over `rows`, when
    /// nothing is written inside it: an empty editor (Textual's `TextArea`), labelled with
    /// its title. A box with text inside is left to the rules after (a list's rows).
    private static func editor(from x: Int, to end: Int, rows: ClosedRange<Int>, title: String, in reading: ScreenReading) -> FoundElement? {
        let inside = rows.lowerBound + 1..<rows.upperBound
        guard inside.allSatisfy({ row in (x + 1..<end).allSatisfy { reading.grid.isBlank($0, row) } }) else { return nil }
        let frame = Rect(x: x, y: rows.lowerBound, width: end - x + 1, height: rows.count)
        return FoundElement(
            type: .textView, label: title, value: "", frame: frame,
            hasFocus: borderStandsOut(at: end, row: inside.lowerBound, in: reading.grid) || reading.hasCursor(in: frame), rule: "tallField")
    }

    /// Whether the border's side at column `x` of row `y` stands out from what it is drawn
    /// on: Textual draws a focused field's border in its accent colour, and an unfocused
    /// one in its background's colour (16 colours) or a shade off it (true colour).
    private static func borderStandsOut(at x: Int, row y: Int, in grid: ScreenGrid) -> Bool {
        Contrast.ofText(grid.attributes(x, y)) >= Contrast.faint
    }

    /// Whether the last character from `start` to `end` of row `y` is drawn fainter than
    /// the blank after it would draw text: the look of a placeholder beside typed text.
    private static func isFaint(row y: Int, from start: Int, to end: Int, in grid: ScreenGrid) -> Bool {
        guard let last = (start..<end).last(where: { !grid.isBlank($0, y) }), last + 1 < end else { return false }
        return Contrast.ofText(grid.attributes(last, y)) * 1.5 < Contrast.ofText(grid.attributes(last + 1, y))
    }
}
