import ScreenModel

/// What a table's memo (``TableCellMemo``) learns of its cells from one drawing to the next:
/// which cells were built anew since the table's last snapshot and since it was last asked
/// for a modal, so that the newest drawing's table node makes the snapshots of those cells
/// alone, sharing every other chunk of its children with the snapshot before, and looks for
/// a modal in those cells alone.
///
/// Only the node of the newest drawing (see ``Ticket``) uses it: an older node's cells are
/// not the memo's, and it makes its snapshot whole. Owned by one view, on the app's thread.
@usableFromInline final class ChildSnapshotMemo {
    /// A node's claim on the memo: the drawing it was made in.
    struct Ticket {
        let memo: ChildSnapshotMemo
        let drawing: Int

        /// Whether the node is of the newest drawing: its children are the memo's cells.
        var isCurrent: Bool { memo.drawing == drawing }
    }

    /// The number of the newest drawing.
    private var drawing = 0
    /// How many cells the newest drawing holds: past an eighth of them built anew, the memo
    /// stops listing them.
    private var count = 0
    /// The children of the last snapshot, the focus it was made with, and the cells built
    /// anew since (nil: any may have been).
    private var snapshot: (children: ElementChildren, focus: String?)?
    private var builtSinceSnapshot: [Int]?
    /// Whether the cells held a modal when last asked, and the cells built anew since.
    private var heldModal: Bool?
    private var builtSinceModal: [Int]?

    /// An empty memo: the first snapshot makes every cell's.
    @usableFromInline init() {}

    /// Begins a drawing of `count` cells. (A drawing laid out anew builds every cell, so
    /// `noteBuilt` stops listing them; cells added are built, and cells taken away leave
    /// the others in place.)
    @usableFromInline func beginDrawing(count: Int) {
        drawing += 1
        self.count = count
    }

    /// Notes that the cell at `index` was built anew in this drawing.
    @usableFromInline func noteBuilt(_ index: Int) {
        Self.note(index, in: &builtSinceSnapshot, of: count)
        Self.note(index, in: &builtSinceModal, of: count)
    }

    /// Adds `index` to `built`; past an eighth of the `count` cells, stops listing them (nil).
    private static func note(_ index: Int, in built: inout [Int]?, of count: Int) {
        built?.append(index)
        if let listed = built?.count, listed > count / 8 { built = nil }
    }

    /// The ticket for the table node of the newest drawing.
    var ticket: Ticket { Ticket(memo: self, drawing: drawing) }

    /// The snapshots of the newest drawing's `count` cells for `focus`: those of the last
    /// snapshot where the cell was not built anew since and the focus is the same, else the
    /// one `make(index)` gives.
    func children(count: Int, focus: String?, make: (Int) -> ElementSnapshot) -> ElementChildren {
        var children: ElementChildren
        if let snapshot, snapshot.focus == focus, snapshot.children.count == count, let built = builtSinceSnapshot {
            children = snapshot.children
            // A cell built past the end was taken away again since.
            for index in built where index < count { children[index] = make(index) }
        } else {
            var made: [ElementSnapshot] = []
            made.reserveCapacity(count)
            for index in 0..<count { made.append(make(index)) }
            children = ElementChildren(made)
        }
        (snapshot, builtSinceSnapshot) = ((children, focus), [])
        return children
    }

    /// Whether one of the newest drawing's cells holds a modal, as `holdsModal(index)`
    /// says: asked of the cells built anew alone when none held one last time.
    func cellsHoldModal(count: Int, _ holdsModal: (Int) -> Bool) -> Bool {
        let holds: Bool
        if heldModal == false, let built = builtSinceModal {
            holds = built.contains { $0 < count && holdsModal($0) }
        } else {
            holds = (0..<count).contains(where: holdsModal)
        }
        (heldModal, builtSinceModal) = (holds, [])
        return holds
    }
}
