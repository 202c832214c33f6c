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
    /// The element as reported; its `children` are filled from `children` below.
    public var element: ElementSnapshot
    /// The nodes inside this one, in drawing order.
    public var children: [Node]
    /// What a tap (or Enter on the focused element) does.
    public var onTap: (() -> Void)?
    /// What typing does to a text field.
    public var onEdit: ((TextEdit) -> Void)?
    /// What Enter does in a text field.
    public var onSubmit: (() -> Void)?
    /// What a swipe over this element does.
    public var onSwipe: ((SwipeDirection) -> Void)?
    /// What happens when keyboard focus lands here, e.g. a table scrolling the row into view.
    public var onFocus: (() -> Void)?

    /// A node drawn as an element of `type`, with what a person can do to it.
    public init(
        _ type: ElementType, id: String = "", label: String = "", value: String? = nil, placeholder: String? = nil,
        frame: Rect, enabled: Bool = true, selected: Bool = false,
        onTap: (() -> Void)? = nil, onEdit: ((TextEdit) -> Void)? = nil, onSubmit: (() -> Void)? = nil,
        onSwipe: ((SwipeDirection) -> Void)? = nil, onFocus: (() -> Void)? = nil, children: [Node] = []
    ) {
        element = ElementSnapshot(
            type, identifier: id, label: label, value: value, placeholderValue: placeholder,
            isEnabled: enabled, isSelected: selected, frame: frame
        )
        self.children = children
        self.onTap = onTap
        self.onEdit = onEdit
        self.onSubmit = onSubmit
        self.onSwipe = onSwipe
        self.onFocus = onFocus
    }

    /// Whether focus can rest on this node: it reacts to taps or typing and is enabled.
    public var isFocusable: Bool {
        element.isEnabled && (onTap != nil || onEdit != nil)
    }

    /// The element tree this node stands for, with the focusable element whose
    /// identifier is `focus` marked as focused.
    public func snapshot(focus: String?) -> ElementSnapshot {
        var result = element
        result.hasFocus = focus != nil && element.identifier == focus && isFocusable
        result.children = children.map { $0.snapshot(focus: focus) }
        return result
    }

    /// The node at `path`, if the path leads to one.
    public func node(at path: ElementPath) -> Node? {
        var node = self
        for index in path.indices {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// The path of the first node, in drawing order, whose identifier is `identifier`.
    public func path(ofIdentifier identifier: String) -> ElementPath? {
        if element.identifier == identifier { return .root }
        for (index, child) in children.enumerated() {
            if let found = child.path(ofIdentifier: identifier) { return ElementPath([index] + found.indices) }
        }
        return nil
    }

    /// Paths of every focusable node, in drawing order.
    public func focusablePaths(from path: ElementPath = .root) -> [ElementPath] {
        var result: [ElementPath] = []
        var indices = path.indices
        visitInDrawingOrder(&indices) { node, indices in
            if node.isFocusable { result.append(ElementPath(indices)) }
        }
        return result
    }

    /// The path of the last modal node (an alert) in drawing order: while it shows,
    /// only it can be reached.
    public func topmostModalPath(from path: ElementPath = .root) -> ElementPath? {
        var found: [Int]?
        var indices = path.indices
        visitInDrawingOrder(&indices) { node, indices in
            if node.element.elementType.isModal && !node.element.frame.isEmpty { found = indices }
        }
        return found.map(ElementPath.init)
    }

    /// Calls `visit` with this node and each below it, in drawing order, each with its
    /// path in `indices` (this node's path on entry), building no path it does not keep.
    private func visitInDrawingOrder(_ indices: inout [Int], _ visit: (Node, [Int]) -> Void) {
        visit(self, indices)
        for index in children.indices {
            indices.append(index)
            children[index].visitInDrawingOrder(&indices, visit)
            indices.removeLast()
        }
    }

    /// The first node, in drawing order, this one included, that satisfies `predicate`.
    public func firstNode(where predicate: (Node) -> Bool) -> Node? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.firstNode(where: predicate) { return found }
        }
        return nil
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
