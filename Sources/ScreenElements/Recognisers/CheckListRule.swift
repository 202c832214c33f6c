import ScreenModel

/// Lists of check boxes: two or more bracketed switches one over another, their marks in
/// one column of one container, are the rows of a list a person picks from (a checklist,
/// a to-do list); each row is a cell holding its switch. Block check boxes one over
/// another (`▐●▌`, Textual's radio set) are buttons of a set, not rows: they stay
/// switches.
enum CheckListRule {
    /// Where a switch's mark is: its container and column.
    private struct Column: Hashable {
        let owner: Int
        let x: Int
    }

    /// Gathers the switches found so far into tables: each run of two or more on
    /// consecutive rows, starting in one column of one container, becomes a table of
    /// cells, each labelled as its switch and holding it. The switches keep their state;
    /// the cells have none of their own.
    static func scan(_ reading: ScreenReading) {
        var columns: [Column: [Int]] = [:]
        for (index, element) in reading.found.enumerated() where element.type == .switch && element.rule == "checkBox" {
            columns[Column(owner: reading.owner(of: element.frame.origin), x: element.frame.minX), default: []].append(index)
        }
        var listed = Set<Int>()
        var tables: [FoundElement] = []
        for members in columns.values {
            var run: [Int] = []
            for index in members.sorted(by: { reading.found[$0].frame.minY < reading.found[$1].frame.minY }) + [-1] {
                if index >= 0, let last = run.last, reading.found[index].frame.minY == reading.found[last].frame.maxY {
                    run.append(index)
                    continue
                }
                if run.count >= 2 {
                    tables.append(table(of: run.map { reading.found[$0] }))
                    listed.formUnion(run)
                }
                run = index >= 0 ? [index] : []
            }
        }
        guard !tables.isEmpty else { return }
        reading.found = reading.found.indices.filter { !listed.contains($0) }.map { reading.found[$0] } + tables
    }

    /// A table of one cell a switch, each cell where its switch is.
    private static func table(of switches: [FoundElement]) -> FoundElement {
        let cells = switches.map { FoundElement(type: .cell, label: $0.label, frame: $0.frame, isEnabled: $0.isEnabled, rule: "checkList", children: [$0]) }
        let left = cells.map(\.frame.minX).min() ?? 0, right = cells.map(\.frame.maxX).max() ?? 0
        let top = cells.first?.frame.minY ?? 0, bottom = cells.last?.frame.maxY ?? 0
        return FoundElement(type: .table, label: "", frame: Rect(x: left, y: top, width: right - left, height: bottom - top), rule: "checkList", children: cells)
    }
}
