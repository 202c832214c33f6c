import ScreenModel
import TerminalEmulator

/// Check boxes and radio buttons: a mark, on or off, then the text it sets.
enum CheckBoxRule {
    /// The three-cell marks, with whether each is on.
    static let bracketed: [String: Bool] = [
        "[x]": true, "[X]": true, "[*]": true, "[✓]": true, "[✔]": true, "[ ]": false,
        "(*)": true, "(x)": true, "(o)": true, "(•)": true, "( )": false,
    ]
    /// The one-cell marks, with whether each is on.
    static let glyphs: [Unicode.Scalar: Bool] = ["☑": true, "☒": true, "◉": true, "☐": false, "◯": false]
    /// The scalars a mark starts with, to pass over other cells without a look-up.
    private static let markStarts = ScalarSet(Array(glyphs.keys) + bracketed.keys.compactMap(\.unicodeScalars.first))

    /// Finds each mark followed by a space and text, and yields a switch whose value is
    /// `1` when the mark is on; the label is the last column of the text after it.
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: markStarts) { x, y in box(at: x, row: y, in: reading) }
    }

    /// The check box whose mark starts at column `x` of row `y`, or nil.
    private static func box(at x: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard markStarts.contains(grid.scalar(x, y)) else { return nil }
        let isOn: Bool
        let markWidth: Int
        if let on = glyphs[grid.scalar(x, y)] {
            (isOn, markWidth) = (on, 1)
        } else if grid.scalar(x, y) == "[" || grid.scalar(x, y) == "(", let on = bracketed[grid.text(row: y, from: x, to: x + 3)] {
            (isOn, markWidth) = (on, 3)
        } else {
            return nil
        }
        let before = grid.scalar(x - 1, y)
        guard x == 0 || before == " " || BoxDrawing.isLine(before) || grid.isClaimed(x - 1, y) else { return nil }
        guard grid.scalar(x + markWidth, y) == " ", !grid.isBlank(x + markWidth + 1, y) || !grid.isBlank(x + markWidth + 2, y) else { return nil }
        let owner = reading.owner(of: Point(x: x, y: y))
        let textStart = x + markWidth + 1
        let columns = reading.runs(row: y, owner: owner, gap: 2).compactMap { $0.upperBound <= textStart ? nil : max($0.lowerBound, textStart)..<$0.upperBound }
        var end = textStart
        var label = ""
        for column in columns {
            guard column.lowerBound - end < 8 || label.isEmpty else { break }
            label = reading.trimmedText(row: y, column)
            end = column.upperBound
        }
        guard !label.isEmpty else { return nil }
        let frame = Rect(x: x, y: y, width: end - x, height: 1)
        return FoundElement(
            type: .switch, label: label, value: isOn ? "1" : "0", frame: frame, isEnabled: !reading.isDim(row: y, from: x, to: end),
            hasFocus: reading.isHighlighted(row: y, from: x, to: end) || reading.hasCursor(in: frame) || hasPointer(before: x, row: y, in: reading),
            rule: "checkBox")
    }

    /// The marks a list puts before the row that has focus: `> [ ] apple`.
    static let pointers: Set<Unicode.Scalar> = [">", "❯", "›", "▸", "▶", "➜", "→"]

    /// Whether a pointer stands before column `x` of row `y`, one or two blanks before the mark.
    private static func hasPointer(before x: Int, row y: Int, in reading: ScreenReading) -> Bool {
        let grid = reading.grid
        for gap in 1...2 where x - gap - 1 >= 0 {
            guard (x - gap..<x).allSatisfy({ grid.scalar($0, y) == " " }) else { return false }
            if pointers.contains(grid.scalar(x - gap - 1, y)) { return true }
        }
        return false
    }
}
