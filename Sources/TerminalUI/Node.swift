public import ScreenModel

/// An edit to a text field's contents, as typing produces it.
public enum TextEdit: Equatable {
    /// Characters typed at the end.
    case insert(String)
    /// Backspace: the last character removed.
    case deleteBackward
    /// Everything removed.
    case clear

    /// `text` with the edit applied.
    public func applied(to text: String) -> String {
        switch self {
        case let .insert(typed): text + typed
        case .deleteBackward: String(text.dropLast())
        case .clear: ""
        }
    }
}

/// One element of the app's screen together with what it does: the element the
/// automation channel and the terminal show, plus the handlers input reaches.
///
/// Views build nodes from view-model state; nothing else decides what is on screen.
public struct Node {
    /// What the node holds, shared between copies until one of them changes: copying a
    /// node (which every walk over a tree does) then costs one reference, not one for
    /// each of its strings, handlers and children.
    private final class Storage {
        var element: ElementSnapshot
        var children: [Node]
        var onTap: (() -> Void)?
        var onEdit: ((TextEdit) -> Void)?
        var onSubmit: (() -> Void)?
        var onSwipe: ((SwipeDirection) -> Void)?
        var onDrag: ((Drag) -> Void)?
        var onFocus: (() -> Void)?
        /// The snapshot last made of this node, and the focus it was made with.
        var snapshot: ElementSnapshot?
        var snapshotFocus: String?
        /// Whether this node or one below it is a modal that takes room; nil until asked.
        var holdsModal: Bool?
        /// The memo of a table's cells this node's children are, with the drawing it is of.
        var cellMemo: ChildSnapshotMemo.Ticket?

        init(
            element: ElementSnapshot, children: [Node], onTap: (() -> Void)?, onEdit: ((TextEdit) -> Void)?,
            onSubmit: (() -> Void)?, onSwipe: ((SwipeDirection) -> Void)?, onDrag: ((Drag) -> Void)?,
            onFocus: (() -> Void)?
        ) {
            self.element = element
            self.children = children
            self.onTap = onTap
            self.onEdit = onEdit
            self.onSubmit = onSubmit
            self.onSwipe = onSwipe
            self.onDrag = onDrag
            self.onFocus = onFocus
        }

        func copy() -> Storage {
            let copy = Storage(
                element: element, children: children, onTap: onTap, onEdit: onEdit,
                onSubmit: onSubmit, onSwipe: onSwipe, onDrag: onDrag, onFocus: onFocus)
            copy.cellMemo = cellMemo
            return copy
        }
    }

    private var storage: Storage

    /// The storage, made this node's own first if a copy shares it, with what was
    /// learnt of the node before (its snapshot, whether it holds a modal) forgotten:
    /// every change goes through here.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            storage.snapshot = nil
            storage.holdsModal = nil
            return storage
        }
    }

    /// The element as reported; its `children` are filled from `children` below.
    public var element: ElementSnapshot {
        _read { yield storage.element }
        _modify { yield &uniqueStorage.element }
    }
    /// The nodes inside this one, in drawing order.
    public var children: [Node] {
        _read { yield storage.children }
        _modify {
            let storage = uniqueStorage
            // Children changed here are no longer the memo's cells.
            storage.cellMemo = nil
            yield &storage.children
        }
    }
    /// The memo of a table's cells this node's children are, with the drawing they are of:
    /// while they are the newest drawing's, the node's snapshot and its search for a modal
    /// look only at the cells built anew since the last. Forgotten when the children change.
    var cellMemo: ChildSnapshotMemo.Ticket? {
        get { storage.cellMemo }
        set { uniqueStorage.cellMemo = newValue }
    }
    /// What a tap (or Enter on the focused element) does.
    public var onTap: (() -> Void)? {
        get { storage.onTap }
        set { uniqueStorage.onTap = newValue }
    }
    /// What typing does to a text field.
    public var onEdit: ((TextEdit) -> Void)? {
        get { storage.onEdit }
        set { uniqueStorage.onEdit = newValue }
    }
    /// What Enter does in a text field.
    public var onSubmit: (() -> Void)? {
        get { storage.onSubmit }
        set { uniqueStorage.onSubmit = newValue }
    }
    /// What a swipe over this element does.
    public var onSwipe: ((SwipeDirection) -> Void)? {
        get { storage.onSwipe }
        set { uniqueStorage.onSwipe = newValue }
    }
    /// What a mouse drag that begins on this element, or on one inside it that takes
    /// none, does: move a row to where it was dropped, a slider's knob, a splitter.
    public var onDrag: ((Drag) -> Void)? {
        get { storage.onDrag }
        set { uniqueStorage.onDrag = newValue }
    }
    /// What happens when keyboard focus lands here, e.g. a table scrolling the row into view.
    public var onFocus: (() -> Void)? {
        get { storage.onFocus }
        set { uniqueStorage.onFocus = newValue }
    }

    /// A node drawn as an element of `type`, with what a person can do to it.
    public init(
        _ type: ElementType, id: String = "", label: String = "", value: String? = nil, placeholder: String? = nil,
        frame: Rect, enabled: Bool = true, selected: Bool = false,
        onTap: (() -> Void)? = nil, onEdit: ((TextEdit) -> Void)? = nil, onSubmit: (() -> Void)? = nil,
        onSwipe: ((SwipeDirection) -> Void)? = nil, onDrag: ((Drag) -> Void)? = nil, onFocus: (() -> Void)? = nil,
        children: [Node] = []
    ) {
        let element = ElementSnapshot(
            type, identifier: id, label: label, value: value, placeholderValue: placeholder,
            isEnabled: enabled, isSelected: selected, frame: frame
        )
        storage = Storage(
            element: element, children: children, onTap: onTap, onEdit: onEdit,
            onSubmit: onSubmit, onSwipe: onSwipe, onDrag: onDrag, onFocus: onFocus)
    }

    /// Whether focus can rest on this node: it reacts to taps or typing and is enabled.
    public var isFocusable: Bool {
        element.isEnabled && (onTap != nil || onEdit != nil)
    }

    /// The element tree this node stands for, with the focusable element whose
    /// identifier is `focus` marked as focused.
    ///
    /// The snapshot is kept with the node until it changes: a node kept from one drawing
    /// to the next (see ``TableCellMemo``) is asked again for the same focus at the cost
    /// of a copy, and its unchanged children are shared with the last snapshot, which
    /// is how a difference tells at once that nothing changed below it. The table of the
    /// newest drawing (see ``ChildSnapshotMemo``) makes the snapshots of the cells built
    /// anew alone, sharing the rest with its last snapshot chunk by chunk.
    public func snapshot(focus: String?) -> ElementSnapshot {
        if storage.snapshotFocus == focus, let kept = storage.snapshot { return kept }
        var result = element
        result.hasFocus = focus != nil && element.identifier == focus && isFocusable
        result.children = withChildren { children in
            if let memo = storage.cellMemo, memo.isCurrent {
                return memo.memo.children(count: children.count, focus: focus) { children[$0].snapshot(focus: focus) }
            }
            var snapshots: [ElementSnapshot] = []
            snapshots.reserveCapacity(children.count)
            for index in children.indices { snapshots.append(children[index].snapshot(focus: focus)) }
            return ElementChildren(snapshots)
        }
        (storage.snapshot, storage.snapshotFocus) = (result, focus)
        return result
    }

    /// The node at `path`, if the path leads to one.
    public func node(at path: ElementPath) -> Node? {
        node(at: path.indices[...])
    }

    private func node(at indices: ArraySlice<Int>) -> Node? {
        guard let first = indices.first else { return self }
        return withChildren { children in
            children.indices.contains(first) ? children[first].node(at: indices.dropFirst()) : nil
        }
    }

    /// The path of the first node, in drawing order, whose identifier is `identifier`.
    public func path(ofIdentifier identifier: String) -> ElementPath? {
        path { $0.element.identifier == identifier }
    }

    /// The path of the first node, in drawing order, this one included, that satisfies
    /// `predicate`.
    public func path(where predicate: (Node) -> Bool) -> ElementPath? {
        var indices: [Int] = []
        return search(&indices, predicate) ? ElementPath(indices) : nil
    }

    /// Whether this node or one below it satisfies `predicate`; if so, `indices` (this
    /// node's path on entry) ends as the path of the first, in drawing order.
    private func search(_ indices: inout [Int], _ predicate: (Node) -> Bool) -> Bool {
        if predicate(self) { return true }
        return withChildren { children in
            for index in children.indices {
                indices.append(index)
                if children[index].search(&indices, predicate) { return true }
                indices.removeLast()
            }
            return false
        }
    }

    /// Paths of every focusable node that takes room on screen, in drawing order: focus
    /// never rests where a person cannot see it.
    public func focusablePaths(from path: ElementPath = .root) -> [ElementPath] {
        var result: [ElementPath] = []
        var indices = path.indices
        visitInDrawingOrder(&indices) { node, indices in
            if node.isFocusable, !node.element.frame.isEmpty { result.append(ElementPath(indices)) }
        }
        return result
    }

    /// The path of the last modal node (an alert) in drawing order: while it shows,
    /// only it can be reached.
    ///
    /// It goes down only into children that hold a modal, which each node learns once
    /// and keeps until it changes: on a screen of kept rows with no alert, a walk reads
    /// one flag per row.
    public func topmostModalPath(from path: ElementPath = .root) -> ElementPath? {
        var indices = path.indices
        return descendToLastModal(&indices) ? ElementPath(indices) : nil
    }

    /// Whether this node is a modal that takes room on screen.
    private var isShownModal: Bool {
        element.elementType.isModal && !element.frame.isEmpty
    }

    /// Whether this node or one below it is a modal that takes room on screen.
    private var holdsModal: Bool {
        if let known = storage.holdsModal { return known }
        let holds =
            isShownModal
            || withChildren { children in
                if let memo = storage.cellMemo, memo.isCurrent {
                    return memo.memo.cellsHoldModal(count: children.count) { children[$0].holdsModal }
                }
                return children.contains { $0.holdsModal }
            }
        storage.holdsModal = holds
        return holds
    }

    /// Whether this node or one below it is a shown modal; if so, `indices` (this node's
    /// path on entry) ends as the path of the last in drawing order: the last child's
    /// that holds one, or else this node.
    private func descendToLastModal(_ indices: inout [Int]) -> Bool {
        guard holdsModal else { return false }
        withChildren { children in
            guard let index = children.indices.last(where: { children[$0].holdsModal }) else { return }
            indices.append(index)
            _ = children[index].descendToLastModal(&indices)
        }
        return true
    }

    /// Calls `visit` with this node and each below it, in drawing order, each with its
    /// path in `indices` (this node's path on entry), building no path it does not keep.
    private func visitInDrawingOrder(_ indices: inout [Int], _ visit: (Node, [Int]) -> Void) {
        visit(self, indices)
        withChildren { children in
            for index in children.indices {
                indices.append(index)
                children[index].visitInDrawingOrder(&indices, visit)
                indices.removeLast()
            }
        }
    }

    /// The first node, in drawing order, this one included, that satisfies `predicate`.
    public func firstNode(where predicate: (Node) -> Bool) -> Node? {
        path(where: predicate).flatMap(node(at:))
    }

    /// Runs `body` with the children lent rather than copied, so a walk over a tree
    /// retains none of the nodes it passes.
    private func withChildren<Result>(_ body: (UnsafeBufferPointer<Node>) -> Result) -> Result {
        children.withUnsafeBufferPointer(body)
    }
}

extension Node {
    /// Paths of the focusable nodes a person can reach, in drawing order: inside the
    /// topmost alert while one shows, else all.
    public func reachableFocusablePaths() -> [ElementPath] {
        let paths = focusablePaths()
        guard let modal = topmostModalPath() else { return paths }
        return paths.filter { modal.isAncestor(ofOrEqualTo: $0) }
    }

    /// The first enabled field with an identifier a person can reach: where typing
    /// goes when no field has focus.
    public func firstReachableField() -> Node? {
        // Reachable means inside the topmost alert while one shows.
        let reachable = topmostModalPath().flatMap(node(at:)) ?? self
        return reachable.firstNode { $0.isFocusable && $0.onEdit != nil && !$0.element.identifier.isEmpty }
    }
}

extension Node {
    /// The identifiers of the nodes below this one that lie under `point`, innermost
    /// first: at each level the last-drawn child whose frame holds the point (what a
    /// person sees there), then down into it. Nodes without an identifier are passed
    /// through and left out.
    public func identifiers(under point: Point) -> [String] {
        var found: [String] = []
        var node = self
        while let child = node.children.last(where: { $0.element.frame.contains(point) }) {
            node = child
            if !child.element.identifier.isEmpty { found.append(child.element.identifier) }
        }
        return found.reversed()
    }
}

extension Node {
    /// Whether the node at `path` lies in a scrolled list on the side it was scrolled
    /// away from: above the list's frame when moving `forward`, below it when moving back.
    public func scrolledPast(_ path: ElementPath, forward: Bool) -> Bool {
        guard let target = node(at: path) else { return false }
        var indices = path.indices
        while !indices.isEmpty {
            indices.removeLast()
            guard let ancestor = node(at: ElementPath(indices)), ancestor.element.elementType == .table else { continue }
            let frame = target.element.frame, list = ancestor.element.frame
            return forward ? frame.maxY <= list.minY : frame.minY >= list.maxY
        }
        return false
    }
}
