/// Why an element cannot be hit at the moment.
public enum HittabilityProblem: Sendable, Hashable, CustomStringConvertible {
    /// The element takes up no cells.
    case hasNoSize
    /// The element lies outside the screen or its scrolling container.
    case offScreen(frame: Rect, visibleArea: Rect)
    /// Another element is drawn over the element's hit point.
    case covered(by: ElementSnapshot, at: Point)
    /// A modal element (an alert) blocks everything behind it.
    case blockedByModal(ElementSnapshot)

    /// A sentence naming the problem, e.g. `it is off screen (frame ... outside ...)`.
    public var description: String {
        switch self {
        case .hasNoSize:
            return "it takes up no cells on screen"
        case let .offScreen(frame, visibleArea):
            return "it is off screen: its frame \(frame) lies outside the visible area \(visibleArea); scroll (swipeUp/swipeDown) to bring it into view"
        case let .covered(element, point):
            return "it is covered at \(point) by \(element.summary)"
        case let .blockedByModal(modal):
            return "\(modal.summary) is in front of it; dismiss the \(modal.elementType) first"
        }
    }
}

extension ElementTree {
    /// The part of the element at `path` that can be seen: its frame cut by the frames
    /// of every clipping ancestor (tables, alerts, the screen). Nil when the path leads nowhere.
    public func visibleFrame(at path: ElementPath) -> Rect? {
        guard let (element, clip) = elementAndClip(at: path) else { return nil }
        return path.indices.isEmpty ? element.frame : clip.intersection(element.frame)
    }

    /// The path of the topmost element a tap at `point` lands on, or nil if it hits nothing.
    ///
    /// Later elements draw over earlier ones; while a modal element is shown, only the
    /// modal and what is drawn after it can be hit.
    public func hitTest(_ point: Point) -> ElementPath? {
        hitTest(point, modal: topmostModalPath)
    }

    private func hitTest(_ point: Point, modal: ElementPath?) -> ElementPath? {
        var hit: [Int]?
        var stack: [Int] = []
        func visit(_ element: ElementSnapshot, clip: Rect) {
            let visible = stack.isEmpty ? element.frame : clip.intersection(element.frame)
            let contains = visible.contains(point)
            if contains {
                let blocked =
                    modal.map { modal in
                        !stack.starts(with: modal.indices) && !modal.indices.starts(with: stack) && stack.lexicographicallyPrecedes(modal.indices)
                    } ?? false
                if !blocked { hit = stack }
            } else if element.elementType.clipsDescendants {
                // A clipping element that misses the point hides all its descendants too.
                return
            }
            let childClip = element.elementType.clipsDescendants ? visible : clip
            for (index, child) in element.children.enumerated() {
                stack.append(index)
                visit(child, clip: childClip)
                stack.removeLast()
            }
        }
        visit(root, clip: root.frame)
        return hit.map(ElementPath.init)
    }

    /// Whether a tap on the element at `path` would land on it (or on something inside it).
    public func isHittable(at path: ElementPath) -> Bool {
        hittabilityProblem(at: path) == nil
    }

    /// Why the element at `path` cannot be hit, or nil when it can.
    public func hittabilityProblem(at path: ElementPath) -> HittabilityProblem? {
        guard let (element, clip) = elementAndClip(at: path) else { return .hasNoSize }
        if element.frame.isEmpty { return .hasNoSize }
        let visible = path.indices.isEmpty ? element.frame : clip.intersection(element.frame)
        if visible.isEmpty { return .offScreen(frame: element.frame, visibleArea: clip) }
        let modal = topmostModalPath
        if let modal, path < modal, !path.isAncestor(ofOrEqualTo: modal),
            let modalElement = self.element(at: modal)
        {
            return .blockedByModal(modalElement)
        }
        let point = visible.center
        guard let hit = hitTest(point, modal: modal) else { return .hasNoSize }
        if path.isAncestor(ofOrEqualTo: hit) { return nil }
        guard let cover = self.element(at: hit) else { return .hasNoSize }
        return .covered(by: cover, at: point)
    }

    /// The element at `path` and the area its clipping ancestors let it show in.
    private func elementAndClip(at path: ElementPath) -> (ElementSnapshot, Rect)? {
        var element = root
        var clip = root.frame
        for index in path.indices {
            guard element.children.indices.contains(index) else { return nil }
            if element.elementType.clipsDescendants { clip = clip.intersection(element.frame) }
            element = element.children[index]
        }
        return (element, clip)
    }

    /// The last modal element in drawing order, if any is on screen.
    ///
    /// Only subtrees whose summary holds a modal are entered: on a screen without one,
    /// nothing is walked.
    private var topmostModalPath: ElementPath? {
        guard root.subtreeSummary.holdsModal else { return nil }
        var found: [Int]? = root.elementType.isModal && !root.frame.isEmpty ? [] : nil
        var stack: [Int] = []
        Self.findModals(in: root.children, stack: &stack, found: &found)
        return found.map(ElementPath.init)
    }

    /// Sets `found` to the path of each modal with a size among `children` and below
    /// them, in drawing order (so the last is left), going down through the buffers so no
    /// element is copied on the way (a copy is a retain and a release).
    private static func findModals(in children: ElementChildren, stack: inout [Int], found: inout [Int]?) {
        children.forEachStretch(whose: \.holdsModal) { children, start in
            for index in children.indices where children[index].subtreeSummary.holdsModal {
                stack.append(start + index)
                if children[index].elementType.isModal, !children[index].frame.isEmpty { found = stack }
                findModals(in: children[index].children, stack: &stack, found: &found)
                stack.removeLast()
            }
        }
    }
}
