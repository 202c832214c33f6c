package import ScreenModel

extension TraceNode {
    /// The element and its subtree as a trace keeps them.
    package init(_ element: ElementSnapshot) {
        self.init(
            type: element.elementType.rawValue, identifier: element.identifier, label: element.label, value: element.value,
            placeholder: element.placeholderValue, isEnabled: element.isEnabled, isSelected: element.isSelected,
            hasFocus: element.hasFocus, frame: [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height],
            children: element.children.map(TraceNode.init)
        )
    }
}

extension TraceScreen {
    /// The screen a person sees for `tree`, drawn as the terminal draws it, with its styles.
    package init(_ tree: ElementTree) {
        self.init(ScreenRenderer.grid(for: tree))
    }

    /// A grid of styled cells as a trace keeps it, its runs in the grid's columns.
    package init(_ grid: TextGrid) {
        var rows: [String] = []
        var runs: [Run] = []
        for (rowIndex, cells) in grid.rows.enumerated() {
            // Each column's style, the second column of a wide character included.
            let styles = cells.map { Self.bits(of: $0.style) }
            var start = 0
            while start < styles.count {
                var end = start
                while end < styles.count, styles[end] == styles[start] { end += 1 }
                if styles[start] != 0 { runs.append(Run(row: rowIndex, start: start, length: end - start, style: styles[start])) }
                start = end
            }
            // Trailing spaces carry nothing unless they are styled.
            let lastStyled = styles.lastIndex { $0 != 0 } ?? -1
            var kept = cells.count
            while kept > 0, kept - 1 > lastStyled, cells[kept - 1].character == " " { kept -= 1 }
            rows.append(String(cells[..<kept].compactMap(\.character)))
        }
        self.init(width: grid.size.width, height: grid.size.height, rows: rows, runs: runs.isEmpty ? nil : runs)
    }

    private static func bits(of style: CellStyle) -> Int {
        var bits = 0
        if style.contains(.bold) { bits |= Style.bold }
        if style.contains(.dim) { bits |= Style.dim }
        if style.contains(.inverse) { bits |= Style.inverse }
        if style.contains(.underline) { bits |= Style.underline }
        return bits
    }
}

extension TraceStore {
    /// Stores `tree` and the screen it draws, and returns the moment they make with the
    /// work the app had pending.
    package mutating func moment(_ tree: ElementTree?) -> TraceMoment? {
        guard let tree else { return nil }
        let activity = tree.activity
        return TraceMoment(
            tree: add(TraceNode(tree.root)), screen: add(TraceScreen(tree)),
            pending: activity.isIdle ? nil : activity.pendingWork.map { TraceWork(name: $0.name, milliseconds: $0.remainingMilliseconds) },
            virtualClock: activity.clock == .virtual ? true : nil
        )
    }
}
