import ScreenModel
import TerminalEmulator

/// Bars of function keys (`F1Help F2Setup`, `1Help 2Menu`, `^G Help ^O Write Out`), and
/// a prompt's answers on two rows (nano's `Y Yes` over `N No  ^C Cancel`): each key drawn
/// unlike the name after it.
enum KeyBarRule {
    /// Finds each row with three or more keys, with keys and a row of keys next to it
    /// that make three together, or with any on a status bar (the screen's bottom row
    /// painted its whole width in a colour of its own: Textual's footer, which may show
    /// one key), and yields a toolbar of buttons whose labels are the names and whose
    /// values are the keys.
    static func scan(_ reading: ScreenReading) {
        let rows = (0..<reading.grid.rows).map { keys(onRow: $0, in: reading) }
        for y in rows.indices {
            let keys = rows[y]
            let above = y > 0 ? rows[y - 1].count : 0, below = y + 1 < rows.count ? rows[y + 1].count : 0
            guard
                keys.count >= 3 || (!keys.isEmpty && max(above, below) > 0 && keys.count + max(above, below) >= 3)
                    || (!keys.isEmpty && isStatusBar(row: y, in: reading))
            else { continue }
            var buttons: [FoundElement] = []
            for (index, key) in keys.enumerated() {
                let end = index + 1 < keys.count ? keys[index + 1].lowerBound : reading.grid.columns
                var nameEnd = key.upperBound
                var blanks = 0
                var x = key.upperBound
                while x < end, blanks < 2, !reading.grid.isClaimed(x, y) {
                    if reading.grid.isBlank(x, y) { blanks += 1 } else { blanks = 0; nameEnd = x + 1 }
                    x += 1
                }
                let name = reading.trimmedText(row: y, key.upperBound..<nameEnd)
                buttons.append(
                    FoundElement(
                        type: .button, label: name, value: reading.grid.text(row: y, from: key.lowerBound, to: key.upperBound).trimmed,
                        frame: Rect(x: key.lowerBound, y: y, width: nameEnd - key.lowerBound, height: 1), rule: "keyBar"))
            }
            guard let first = buttons.first, let last = buttons.last else { continue }
            let bar = FoundElement(
                type: .toolbar, label: "", frame: Rect(x: first.frame.minX, y: y, width: last.frame.maxX - first.frame.minX, height: 1), rule: "keyBar",
                children: buttons)
            reading.accept(bar)
        }
    }

    /// Whether row `y` is the screen's bottom row, painted alike across its width and
    /// unlike most of the screen.
    private static func isStatusBar(row y: Int, in reading: ScreenReading) -> Bool {
        let grid = reading.grid
        guard y == grid.rows - 1, let ambient = reading.ambients.first else { return false }
        let bar = grid.paint(0, y)
        return bar != ambient && (0..<grid.columns).allSatisfy { grid.paint($0, y) == bar }
    }

    /// What a key starts with: `^`, a digit or a capital letter (`F`, `M`).
    private static let keyStarts = ScalarSet(["^"] + (48...57).compactMap(Unicode.Scalar.init) + (65...90).compactMap(Unicode.Scalar.init))

    /// The columns of each key on row `y`: `F` and one or two digits, or one or two
    /// digits, or `^` or `M-` and a character, or a capital letter alone, starting a word
    /// (after a blank or a line or block: Textual's footer puts `▏` before a key) or where
    /// the paint changes (htop's `F3SearchF4Filter`, mc's `9PullDn10Quit`: a name that
    /// fills its slot touches the next key), and drawn unlike the next character that is
    /// not a space. A digit inside a word painted alike (`Mp3Player`) starts no key.
    private static func keys(onRow y: Int, in reading: ScreenReading) -> [Range<Int>] {
        let grid = reading.grid
        var keys: [Range<Int>] = []
        var x = 0
        while x < grid.columns {
            guard keyStarts.contains(grid.scalar(x, y)),
                x == 0 || grid.isBlank(x - 1, y) || BoxDrawing.isLine(grid.scalar(x - 1, y)) || grid.attributes(x - 1, y) != grid.attributes(x, y),
                !grid.isClaimed(x, y)
            else {
                x += 1
                continue
            }
            var end = x
            let scalar = grid.scalar(x, y)
            if scalar == "^" || (scalar == "M" && grid.scalar(x + 1, y) == "-") {
                end = x + (scalar == "^" ? 2 : 3)
            } else {
                if scalar == "F" { end += 1 }
                let digits = end
                while end < grid.columns, end - digits < 2, ("0"..."9").contains(grid.scalar(end, y)) { end += 1 }
                if end == digits { end = x }
                if end == x, ("A"..."Z").contains(scalar), grid.isBlank(x + 1, y) { end = x + 1 }
            }
            var name = end
            while name < grid.columns, name - end < 2, grid.isBlank(name, y) { name += 1 }
            if end > x, name < grid.columns, grid.scalar(name, y).properties.isAlphabetic, grid.attributes(end - 1, y) != grid.attributes(name, y) {
                keys.append(x..<end)
                x = name
            } else {
                x += 1
            }
        }
        return keys
    }
}
