import ScreenModel
import TerminalEmulator

/// Buttons without brackets: a row of two to six labels of words two blanks apart and
/// nothing else, one of them highlighted (every character painted unlike the row's
/// blanks) and the others plain (ncdu's `yes  no  don't ask me again`, huh's `Yes  No`).
enum ButtonRowRule {
    /// The most labels a row of buttons has.
    static let mostButtons = 6

    /// Finds each row of buttons and yields its buttons, the highlighted one focused.
    /// The screen's top and bottom rows, where status lines are, are passed over.
    static func scan(_ reading: ScreenReading) {
        for owner in -1..<reading.frames.count {
            let area = reading.area(ofOwner: owner)
            for y in area.minY..<area.maxY where owner >= 0 || (y > 0 && y < reading.grid.rows - 1) {
                guard reading.spend(area.width) else { return }
                for button in buttons(onRow: y, of: owner, in: reading) { reading.accept(button) }
            }
        }
    }

    /// The buttons on row `y` of container `owner`, or none.
    private static func buttons(onRow y: Int, of owner: Int, in reading: ScreenReading) -> [FoundElement] {
        let grid = reading.grid
        let area = reading.area(ofOwner: owner)
        let labels = reading.runs(row: y, owner: owner)
        guard (2...mostButtons).contains(labels.count), let first = labels.first, let last = labels.last,
            !(area.minX..<area.maxX).contains(where: { grid.isClaimed($0, y) && !BoxDrawing.isLine(grid.scalar($0, y)) }),
            labels.allSatisfy({ ShortLabel.isWords(reading.trimmedText(row: y, $0)) }),
            let blank = reading.commonest(row: y, columns: first.lowerBound..<last.upperBound, where: { grid.isBlank($0, y) }, { grid.paint($0, y) })
        else { return [] }
        func isPlain(_ x: Int) -> Bool { grid.isBlank(x, y) || (grid.paint(x, y) == blank.value && !grid.attributes(x, y).style.contains(.inverse)) }
        let highlighted = labels.indices.filter { index in labels[index].allSatisfy { grid.isBlank($0, y) || grid.paint($0, y) != blank.value } }
        guard highlighted.count == 1, labels.indices.allSatisfy({ $0 == highlighted[0] || labels[$0].allSatisfy(isPlain) }) else { return [] }
        return labels.enumerated().map { index, label in
            FoundElement(
                type: .button, label: reading.trimmedText(row: y, label), frame: Rect(x: label.lowerBound, y: y, width: label.count, height: 1),
                isEnabled: !reading.isDim(row: y, from: label.lowerBound, to: label.upperBound), hasFocus: index == highlighted[0], rule: "buttonRow")
        }
    }
}
