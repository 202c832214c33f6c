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
        var element = root
        var visible = root.frame
        for index in path.indices {
            guard element.children.indices.contains(index) else { return nil }
            if element.elementType.clipsDescendants, element.frame != visible {
                visible = visible.intersection(element.frame)
            }
            element = element.children[index]
        }
        return path.indices.isEmpty ? visible : visible.intersection(element.frame)
    }

    /// The path of the topmost element a tap at `point` lands on, or nil if it hits nothing.
    ///
    /// Later elements draw over earlier ones; while a modal element is shown, only the
    /// modal and what is drawn after it can be hit.
    public func hitTest(_ point: Point) -> ElementPath? {
        let modal = topmostModalPath
        var hit: ElementPath?
        walk { element, path, _ in
            guard let visible = visibleFrame(at: path), visible.contains(point) else {
                // A clipping element that misses the point hides all its descendants too.
                return !element.elementType.clipsDescendants
            }
            if let modal, path < modal, !path.isAncestor(ofOrEqualTo: modal) {
                return true
            }
            if !visible.isEmpty { hit = path }
            return true
        }
        return hit
    }

    /// Whether a tap on the element at `path` would land on it (or on something inside it).
    public func isHittable(at path: ElementPath) -> Bool {
        hittabilityProblem(at: path) == nil
    }

    /// Why the element at `path` cannot be hit, or nil when it can.
    public func hittabilityProblem(at path: ElementPath) -> HittabilityProblem? {
        guard let element = element(at: path), let visible = visibleFrame(at: path) else { return .hasNoSize }
        if element.frame.isEmpty { return .hasNoSize }
        if visible.isEmpty {
            return .offScreen(frame: element.frame, visibleArea: visibleAreaOfContainer(at: path))
        }
        if let modal = topmostModalPath, path < modal, !path.isAncestor(ofOrEqualTo: modal),
           !modal.isAncestor(ofOrEqualTo: path), let modalElement = self.element(at: modal) {
            return .blockedByModal(modalElement)
        }
        let point = visible.center
        guard let hit = hitTest(point) else { return .hasNoSize }
        if path.isAncestor(ofOrEqualTo: hit) { return nil }
        // Hitting an ancestor means the element itself does not cover the point, which
        // cannot happen for a visible frame; treat anything else as covering.
        guard let cover = self.element(at: hit) else { return .hasNoSize }
        return .covered(by: cover, at: point)
    }

    /// The area the element at `path` could be seen through: the intersection of its
    /// clipping ancestors' frames.
    private func visibleAreaOfContainer(at path: ElementPath) -> Rect {
        var element = root
        var visible = root.frame
        for index in path.indices {
            guard element.children.indices.contains(index) else { break }
            if element.elementType.clipsDescendants { visible = visible.intersection(element.frame) }
            element = element.children[index]
        }
        return visible
    }

    /// The last modal element in drawing order, if any is on screen.
    private var topmostModalPath: ElementPath? {
        var found: ElementPath?
        walk { element, path, _ in
            if element.elementType.isModal, !element.frame.isEmpty { found = path }
            return true
        }
        return found
    }
}
