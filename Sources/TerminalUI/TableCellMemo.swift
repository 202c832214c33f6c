import ScreenModel

/// A table's cells kept from one drawing to the next: a cell is built again only when
/// what it depends on, its frame or the number of rows in view changed since it was
/// built. A table of many rows whose one row changed then builds one cell; each kept
/// cell keeps its snapshot too, so the screen's snapshot copies it and the difference
/// finds it unchanged after a few comparisons, without going into it.
///
/// The view says what each cell depends on (see ``TableView/node(id:frame:rowCount:rowHeight:position:cells:dependingOn:cell:onScroll:onReveal:)``);
/// a cell must show nothing else of the app's state, and its handlers must find the
/// state they act on when called (through `self`, not a copy taken while building),
/// since a kept cell keeps the handlers it was built with.
///
/// Owned by the view that draws the table (one per table), on the app's thread.
public final class TableCellMemo<Dependency: Equatable> {
    // Row i's at index i of each; what a cell was built from is kept apart from the rest,
    // so reading a row copies no aggregate of generic type.
    private var dependencies: [Dependency] = []
    private var kept: [KeptCell] = []

    /// How many cells were built (not reused) since the memo was made: what a test
    /// checks to see that an unchanged cell is not built again.
    public private(set) var builtCount = 0

    /// An empty memo: the first drawing builds every cell.
    public init() {}

    /// The cells of a table of `count` rows, `visibleRows` of them in view, row `index`
    /// lying in `frameOfRow(index)`: each the one kept for its row, when that was built
    /// from `dependency(index)` in the same frame with as many rows in view; else the one
    /// `build` makes, kept in its place. Rows from `count` on are forgotten.
    func cells(
        count: Int, visibleRows: Int, frameOfRow: (Int) -> Rect, dependency: (Int) -> Dependency, build: (Int, Rect) -> Node
    ) -> [Node] {
        // Worked on as locals, moved out and back: a row costs no access check on the memo.
        var kept: [KeptCell] = []
        var dependencies: [Dependency] = []
        swap(&kept, &self.kept)
        swap(&dependencies, &self.dependencies)
        defer {
            swap(&kept, &self.kept)
            swap(&dependencies, &self.dependencies)
        }
        if kept.count > count {
            kept.removeSubrange(count...)
            dependencies.removeSubrange(count...)
        }
        var cells: [Node] = []
        cells.reserveCapacity(count)
        for index in 0..<count {
            let frame = frameOfRow(index)
            let wanted = dependency(index)
            if index < kept.count, kept[index].frame == frame, kept[index].visibleRows == visibleRows, dependencies[index] == wanted {
                cells.append(kept[index].node)
                continue
            }
            let node = build(index, frame)
            builtCount += 1
            if index < kept.count {
                kept[index] = KeptCell(frame: frame, visibleRows: visibleRows, node: node)
                dependencies[index] = wanted
            } else {
                kept.append(KeptCell(frame: frame, visibleRows: visibleRows, node: node))
                dependencies.append(wanted)
            }
            cells.append(node)
        }
        return cells
    }
}

/// A cell as a memo built it, and where and with how many rows in view. Declared outside
/// the generic memo, so copying one is a plain copy, not a call through its generic type.
private struct KeptCell {
    let frame: Rect
    let visibleRows: Int
    let node: Node
}
