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
                while x < end, blanks < 2, !reading.grid.isClaimed(x, y), !BoxDrawing.isLine(reading.grid.scalar(x, y)) {
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

    /// A word starting at column `x` of row `y` drawn alike, at most `longestWordKey`
    /// cells and unclaimed, then one blank and a name starting with a letter drawn unlike
    /// the word's last cell: a key on a status bar, or nil.
    private static func wordKey(at x: Int, row y: Int, in grid: ScreenGrid) -> Range<Int>? {
        guard !grid.isBlank(x, y), !BoxDrawing.isLine(grid.scalar(x, y)) else { return nil }
        var end = x
        while end < grid.columns, end - x <= longestWordKey, !grid.isBlank(end, y), !grid.isClaimed(end, y),
            grid.attributes(end, y) == grid.attributes(x, y)
        {
            end += 1
        }
        let name = end + 1
        guard end - x <= longestWordKey, name < grid.columns, grid.isBlank(end, y), grid.scalar(name, y).properties.isAlphabetic,
            grid.attributes(end - 1, y) != grid.attributes(name, y)
        else { return nil }
        return x..<end
    }

    /// What a key starts with: `^`, a digit or a capital letter (`F`, `M`).
    private static let keyStarts = ScalarSet(["^"] + (48...57).compactMap(Unicode.Scalar.init) + (65...90).compactMap(Unicode.Scalar.init))

    /// The longest word read as a key on a status bar (`delete`, `escape`).
    static let longestWordKey = 6

    /// The columns of each key on row `y`: `F` and one or two digits, or one or two
    /// digits, or `^` or `M-` and a character, or a capital letter alone, starting a word
    /// (after a blank or a line or block: Textual's footer puts `▏` before a key) or where
    /// the paint changes (htop's `F3SearchF4Filter`, mc's `9PullDn10Quit`: a name that
    /// fills its slot touches the next key), and drawn unlike the next character that is
    /// not a space. A digit inside a word painted alike (`Mp3Player`) starts no key. On a
    /// status bar a key may also be any word of at most `longestWordKey` cells drawn alike
    /// (Textual's footer: `c Code`, `⏎ open repo`, `tab Next`), one blank before its name.
    private static func keys(onRow y: Int, in reading: ScreenReading) -> [Range<Int>] {
        let grid = reading.grid
        let onStatusBar = isStatusBar(row: y, in: reading)
        var keys: [Range<Int>] = []
        var x = 0
        while x < grid.columns {
            let startsWord = x == 0 || grid.isBlank(x - 1, y) || BoxDrawing.isLine(grid.scalar(x - 1, y)) || grid.attributes(x - 1, y) != grid.attributes(x, y)
            if onStatusBar, startsWord, !keyStarts.contains(grid.scalar(x, y)), let key = wordKey(at: x, row: y, in: grid) {
                keys.append(key)
                x = key.upperBound + 1
                continue
            }
            guard keyStarts.contains(grid.scalar(x, y)), startsWord, !grid.isClaimed(x, y)
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
