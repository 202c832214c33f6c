import ScreenModel

/// A table's cells kept from one drawing to the next: a cell is built again only when
/// what it depends on, its frame or the number of rows in view changed since it was
/// built. A table of many rows whose one row changed then builds one cell, and its
/// snapshot and difference find the other cells unchanged without comparing them.
///
/// The view says what each cell depends on (see ``TableView/node(id:frame:rowCount:rowHeight:position:cells:dependingOn:cell:onScroll:onReveal:)``);
/// a cell must show nothing else of the app's state, and its handlers must find the
/// state they act on when called (through `self`, not a copy taken while building),
/// since a kept cell keeps the handlers it was built with.
///
/// Owned by the view that draws the table (one per table), on the app's thread.
public final class TableCellMemo<Dependency: Equatable> {
    // Row i's cell and what it was built from, at index i of each array: kept apart, so
    // reading one row's copies no aggregate of generic type.
    private var dependencies: [Dependency] = []
    private var frames: [Rect] = []
    private var visibleRowCounts: [Int] = []
    private var nodes: [Node] = []

    /// How many cells were built (not reused) since the memo was made: what a test
    /// checks to see that an unchanged cell is not built again.
    public private(set) var builtCount = 0

    /// An empty memo: the first drawing builds every cell.
    public init() {}

    /// Row `index`'s cell: the one kept, when it was built from `dependency` in `frame`
    /// with `visibleRows` rows in view; else the one `build` makes, kept in its place.
    /// Cells are asked for in row order, from row 0 on, each drawing.
    func cell(_ index: Int, frame: Rect, visibleRows: Int, dependency: Dependency, build: () -> Node) -> Node {
        if index < nodes.count, frames[index] == frame, visibleRowCounts[index] == visibleRows, dependencies[index] == dependency {
            return nodes[index]
        }
        let node = build()
        builtCount += 1
        if index < nodes.count {
            (dependencies[index], frames[index], visibleRowCounts[index], nodes[index]) = (dependency, frame, visibleRows, node)
        } else if index == nodes.count {
            dependencies.append(dependency)
            frames.append(frame)
            visibleRowCounts.append(visibleRows)
            nodes.append(node)
        }
        return node
    }

    /// Forgets the cells of rows from `rowCount` on: rows the table no longer has.
    func forgetRows(from rowCount: Int) {
        guard nodes.count > rowCount else { return }
        dependencies.removeSubrange(rowCount...)
        frames.removeSubrange(rowCount...)
        visibleRowCounts.removeSubrange(rowCount...)
        nodes.removeSubrange(rowCount...)
    }
}
