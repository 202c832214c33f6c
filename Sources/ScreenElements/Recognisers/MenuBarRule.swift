import ScreenModel
import TerminalEmulator

/// Menu bars: the top row of the screen or of a frame painted as a bar (one paint unlike
/// its container's, over most of the row, and not over the row below), holding two or
/// more labels of words two blanks apart (`mc`'s `Left  File  Command  Options  Right`).
enum MenuBarRule {
    /// Finds the bar at the top of each container and yields a toolbar of menu items; the
    /// item painted unlike the bar (the open menu's title) is selected.
    static func scan(_ reading: ScreenReading) {
        for owner in -1..<reading.frames.count {
            if let bar = bar(atTopOf: owner, in: reading) { reading.accept(bar) }
        }
    }

    /// The menu bar on the top row of container `owner`, or nil.
    private static func bar(atTopOf owner: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        let area = reading.area(ofOwner: owner)
        let y = area.minY, columns = area.minX..<area.maxX
        guard area.height >= 2, area.width >= 2, reading.spend(2 * area.width) else { return nil }
        let ambient = reading.ambient(ofOwner: owner)
        guard let bar = reading.commonest(row: y, columns: columns, { grid.paint($0, y) }), bar.value != ambient, 2 * bar.count >= area.width
        else { return nil }
        // A block of rows in one paint is a panel, not a bar.
        if let below = reading.commonest(row: y + 1, columns: columns, { grid.paint($0, y + 1) }), below.value == bar.value, 2 * below.count >= area.width {
            return nil
        }
        let labels = reading.runs(row: y, owner: owner)
        guard labels.count >= 2, let first = labels.first, let last = labels.last,
            labels.allSatisfy({ ShortLabel.isWords(reading.trimmedText(row: y, $0)) })
        else { return nil }
        let items = labels.map { label in
            FoundElement(
                type: .menuItem, label: reading.trimmedText(row: y, label), frame: Rect(x: label.lowerBound, y: y, width: label.count, height: 1),
                isEnabled: !reading.isDim(row: y, from: label.lowerBound, to: label.upperBound),
                isSelected: label.contains { !grid.isBlank($0, y) && grid.paint($0, y) != bar.value }, rule: "menuBar")
        }
        return FoundElement(
            type: .toolbar, label: "", frame: Rect(x: first.lowerBound, y: y, width: last.upperBound - first.lowerBound, height: 1), rule: "menuBar",
            children: items)
    }
}
