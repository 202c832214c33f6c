public import ScreenModel

/// A table's cells kept from one drawing to the next: a cell is built again only when
/// its row (what the view says the cell shows) changed, or the table was laid out
/// anew (scrolled, moved or resized). A table of many rows whose one row changed then
/// builds one cell; each kept cell keeps its snapshot too, so the screen's snapshot
/// takes it as it is and the difference passes over it unread.
///
/// The view gives the rows as values (see ``TableView/node(id:frame:rows:rowHeight:position:cells:cell:onScroll:onReveal:)``):
/// a cell must show nothing of the app's state but its row, and its handlers must find
/// the state they act on when called (through `self`, not a copy taken while building),
/// since a kept cell keeps the handlers it was built with.
///
/// Owned by the view that draws the table (one per table), on the app's thread.
public final class TableCellMemo<Row: Equatable> {
    /// Where a table's rows lie: the same layout, the same frame for every row.
    @usableFromInline struct Layout: Equatable {
        @usableFromInline let frame: Rect
        @usableFromInline let rowHeight: Int
        @usableFromInline let firstRow: Int

        @inlinable init(frame: Rect, rowHeight: Int, firstRow: Int) {
            self.frame = frame
            self.rowHeight = rowHeight
            self.firstRow = firstRow
        }
    }

    // Row i's at index i of each. The cells are the very array the last drawing's table
    // holds: once that table is gone, the array is this memo's alone, and a drawing
    // changes only the rows that changed in it, copying nothing.
    @usableFromInline var cells: [Node] = []
    @usableFromInline var rows: [Row] = []
    @usableFromInline var layout: Layout?
    @usableFromInline var cellsBuilt = 0
    /// Which cells were built anew since the table's last snapshot, for the next to share
    /// the rest.
    @usableFromInline let childSnapshots = ChildSnapshotMemo()

    /// How many cells were built (not reused) since the memo was made: what a test
    /// checks to see that an unchanged cell is not built again.
    public var builtCount: Int { cellsBuilt }

    /// An empty memo: the first drawing builds every cell.
    public init() {}

    /// The cells of `rows` laid out as `layout` says, row `index` lying in
    /// `frameOfRow(index)`: each the one kept for its row when the row and the layout are
    /// those it was built for, else the one `build` makes, kept in its place. Rows past
    /// the last are forgotten.
    ///
    /// Inlinable, so that the app's module compiles it for its own `Row`: comparing rows
    /// then costs what `==` on that type costs, not a call through its witness table.
    @inlinable func cells(of rows: [Row], laidOut layout: Layout, frameOfRow: (Int) -> Rect, build: (Row, Int, Rect) -> Node) -> [Node] {
        // Worked on as locals, moved out and back: a row costs no access check on the memo,
        // and the cells' array is not shared with the memo while it changes.
        var cells: [Node] = []
        var kept: [Row] = []
        swap(&cells, &self.cells)
        swap(&kept, &self.rows)
        let keepsCells = layout == self.layout
        childSnapshots.beginDrawing(count: rows.count)
        if cells.count > rows.count { cells.removeSubrange(rows.count...) }
        var built = 0
        rows.withUnsafeBufferPointer { rows in
            kept.withUnsafeBufferPointer { kept in
                // The very rows of the last drawing (no change can reach an array this
                // memo shares), laid out the same: every cell is kept.
                if keepsCells, rows.count == kept.count, rows.baseAddress == kept.baseAddress { return }
                for index in rows.indices {
                    if index < cells.count {
                        if keepsCells, rows[index] == kept[index] { continue }
                        cells[index] = build(rows[index], index, frameOfRow(index))
                    } else {
                        cells.append(build(rows[index], index, frameOfRow(index)))
                    }
                    childSnapshots.noteBuilt(index)
                    built += 1
                }
            }
        }
        cellsBuilt += built
        (self.cells, self.rows, self.layout) = (cells, rows, layout)
        return cells
    }
}
