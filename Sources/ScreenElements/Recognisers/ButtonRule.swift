import ScreenModel
import TerminalEmulator

/// Buttons: a short label between `<` `>` or `[` `]` (`< OK >`, `<Yes>`, `[ Cancel ]`),
/// `[>Label<]` for the selected one, `[< Label >]` for the focused one, and a dim
/// `( Label )` for a disabled one.
enum ButtonRule {
    /// The longest label a button has, in cells.
    static let longestLabel = 30

    /// Each opening bracket with its closing one.
    static let closers: [Unicode.Scalar: Unicode.Scalar] = ["<": ">", "[": "]", "(": ")"]
    /// The opening brackets, to pass over other cells without a look-up.
    private static let openers = ScalarSet(closers.keys)
    /// Every bracket, opening or closing.
    private static let brackets = ScalarSet(Array(closers.keys) + Array(closers.values))

    /// Finds every button; highlight or the cursor on it makes it focused.
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: openers) { x, y in button(at: x, row: y, in: reading) }
    }

    /// Whether the brackets from `start` to `end` stand in a line of text: one blank apart
    /// from a word on either side, whatever it ends in (`"notes.txt" [New]`, `Refs: [main]`).
    /// A label tight in its brackets there is a badge (`Example [NEW!]`), not a button;
    /// buttons stand apart (`<Ok>    <Cancel>`), beside each other (`<Yes> <No>`) or in a
    /// frame, or pad their labels (`Total €3.00 [ Pay ]`).
    private static func isInline(from start: Int, to end: Int, row y: Int, in grid: ScreenGrid) -> Bool {
        func isWord(_ x: Int) -> Bool {
            let scalar = grid.scalar(x, y)
            return !grid.isBlank(x, y) && !brackets.contains(scalar) && !BoxDrawing.isLine(scalar)
        }
        return (start >= 2 && grid.isBlank(start - 1, y) && isWord(start - 2)) || (end + 2 < grid.columns && grid.isBlank(end + 1, y) && isWord(end + 2))
    }

    /// The button whose opening bracket is at column `start` of row `y`, or nil.
    private static func button(at start: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        guard openers.contains(grid.scalar(start, y)), let closer = closers[grid.scalar(start, y)], !grid.isClaimed(start, y) else { return nil }
        var end = start + 1
        while end < grid.columns, end - start <= longestLabel + 8, grid.scalar(end, y) != closer {
            let scalar = grid.scalar(end, y)
            let selectionMark = closer == "]" && ((scalar == ">" && end == start + 1) || (scalar == "<" && grid.scalar(end + 1, y) == "]"))
            if brackets.contains(scalar) && !selectionMark || grid.isClaimed(end, y) {
                return nil
            }
            end += 1
        }
        guard end < grid.columns, grid.scalar(end, y) == closer else { return nil }
        var inner = grid.text(row: y, from: start + 1, to: end)
        let isSelected = closer == "]" && inner.hasPrefix(">") && inner.hasSuffix("<") && inner.count >= 3
        if isSelected { inner = String(inner.dropFirst().dropLast()) }
        let label = inner.trimmed
        guard !label.isEmpty, label.count <= longestLabel, !label.contains("   "), !label.contains("_"),
            label.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        let leading = inner.prefix { $0 == " " }.count, trailing = inner.reversed().prefix { $0 == " " }.count
        guard leading <= 3, trailing <= 3, leading + trailing > 0 || !isInline(from: start, to: end, row: y, in: grid) else { return nil }
        let isBracketed =
            closer == ">" && start > 0 && end + 1 < grid.columns && grid.scalar(start - 1, y) == "[" && grid.scalar(end + 1, y) == "]"
            && !grid.isClaimed(start - 1, y) && !grid.isClaimed(end + 1, y)
        let frame = isBracketed ? Rect(x: start - 1, y: y, width: end - start + 3, height: 1) : Rect(x: start, y: y, width: end - start + 1, height: 1)
        let isDim = reading.isDim(row: y, from: start, to: end + 1)
        guard closer != ")" || isDim else { return nil }
        return FoundElement(
            type: .button, label: label, frame: frame, isEnabled: !isDim, isSelected: isSelected,
            hasFocus: isBracketed || reading.isHighlighted(row: y, from: start, to: end + 1) || reading.hasCursor(in: frame), rule: "button")
    }
}
