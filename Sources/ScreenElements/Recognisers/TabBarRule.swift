import ScreenModel
import TerminalEmulator

/// Tabs: a row of two or more titles two blanks apart over a bare line (`━`, `─`, `═`,
/// no frame's border), one of them current: the line under it drawn in another colour
/// (Textual's `Tabs` and `TabbedContent`), or, when the line is one colour, the title
/// painted unlike the others. Or a tab line: titles at most `tabLineGap` blanks apart
/// on the top row of the screen or a frame, the rest of the row painted as a bar, the
/// current title painted like the page under it and the others not (vim's tab line).
enum TabBarRule {
    /// The characters of the line under a row of tabs.
    static let lines: ScalarSet = ["━", "─", "═", "╸", "╺", "╾", "╼"]
    /// The most blanks between two titles of a tab line; a title further off (vim's
    /// close button `X` at the row's end) is not a tab.
    static let tabLineGap = 3

    /// Finds each row of tabs and yields a tab bar of buttons, the current one selected.
    static func scan(_ reading: ScreenReading) {
        for owner in -1..<reading.frames.count {
            let area = reading.area(ofOwner: owner)
            for y in area.minY..<max(area.minY, area.maxY - 1) {
                guard reading.spend(area.width) else { return }
                if let bar = tabBar(onRow: y, of: owner, in: reading) { reading.accept(bar) }
            }
        }
    }

    /// The tab bar whose titles are on row `y` of container `owner`, or nil.
    private static func tabBar(onRow y: Int, of owner: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        let titles = reading.runs(row: y, owner: owner)
        guard titles.count >= 2, let first = titles.first, let last = titles.last else { return nil }
        let under = y + 1
        let isOverLine = (first.lowerBound..<last.upperBound).allSatisfy { lines.contains(grid.scalar($0, under)) && !grid.isClaimed($0, under) }
        // The titles' text is read last: it costs the most, and most rows fail before it.
        guard isOverLine || y == reading.area(ofOwner: owner).minY, titles.allSatisfy({ ShortLabel.isName(reading.trimmedText(row: y, $0)) }) else { return nil }
        guard isOverLine else { return tabLine(onRow: y, of: owner, titles: titles, in: reading) }
        guard let current = current(of: titles, onRow: y, owner: owner, in: reading) else { return nil }
        return bar(of: titles, current: current, onRow: y, in: reading)
    }

    /// The tab line on row `y`, the top row of container `owner`, whose first titles
    /// (two or more, at most `tabLineGap` blanks apart) are `titles`' first: the row's
    /// blanks painted as a bar (unlike the container), and exactly one title painted
    /// like the container, the page it opens onto; nil otherwise.
    private static func tabLine(onRow y: Int, of owner: Int, titles: [Range<Int>], in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid, area = reading.area(ofOwner: owner)
        guard y == area.minY, area.height >= 2 else { return nil }
        var group = Array(titles.prefix(1))
        for title in titles.dropFirst() {
            guard let last = group.last, title.lowerBound - last.upperBound <= tabLineGap else { break }
            group.append(title)
        }
        let page = reading.ambient(ofOwner: owner)
        guard group.count >= 2,
            let fill = reading.commonest(row: y, columns: area.minX..<area.maxX, where: { grid.isBlank($0, y) }, { grid.paint($0, y) }), fill.value != page
        else { return nil }
        let onPage = group.indices.filter { index in group[index].allSatisfy { grid.isBlank($0, y) || grid.paint($0, y) == page } }
        guard onPage.count == 1, let current = onPage.first else { return nil }
        return bar(of: group, current: current, onRow: y, in: reading)
    }

    /// The tab bar of `titles` on row `y`, the one at `current` selected.
    private static func bar(of titles: [Range<Int>], current: Int, onRow y: Int, in reading: ScreenReading) -> FoundElement? {
        guard let first = titles.first, let last = titles.last else { return nil }
        let tabs = titles.enumerated().map { index, title in
            FoundElement(
                type: .button, label: reading.trimmedText(row: y, title), frame: Rect(x: title.lowerBound, y: y, width: title.count, height: 1),
                isEnabled: !reading.isDim(row: y, from: title.lowerBound, to: title.upperBound), isSelected: index == current, rule: "tabBar")
        }
        return FoundElement(
            type: .tabBar, label: "", frame: Rect(x: first.lowerBound, y: y, width: last.upperBound - first.lowerBound, height: 1), rule: "tabBar",
            children: tabs)
    }

    /// The index of the one current title: the one whose stretch of line is coloured
    /// unlike most of the line, or else the one painted unlike the row's blanks; nil
    /// when no title, or more than one, is marked.
    private static func current(of titles: [Range<Int>], onRow y: Int, owner: Int, in reading: ScreenReading) -> Int? {
        let grid = reading.grid, under = y + 1
        let columns = reading.area(ofOwner: owner).minX..<reading.area(ofOwner: owner).maxX
        let isLine = { (x: Int) in lines.contains(grid.scalar(x, under)) && !grid.isClaimed(x, under) }
        if let line = reading.commonest(row: under, columns: columns, where: isLine, { grid.attributes($0, under).foreground }) {
            let marked = titles.indices.filter { reading.commonest(row: under, columns: titles[$0], where: isLine, { grid.attributes($0, under).foreground })?.value != line.value }
            if marked.count == 1 { return marked[0] }
        }
        guard let blank = reading.commonest(row: y, columns: columns, where: { grid.isBlank($0, y) }, { grid.paint($0, y) }) else { return nil }
        let painted = titles.indices.filter { index in titles[index].contains { !grid.isBlank($0, y) && grid.paint($0, y) != blank.value } }
        return painted.count == 1 ? painted[0] : nil
    }
}
