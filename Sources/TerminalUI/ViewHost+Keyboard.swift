public import ScreenModel

/// What the keys a person presses mean besides the driver's commands: where typed text
/// goes, and the keys that move around the screen.
extension ViewHost {
    /// The field typed text goes to: the focused field, else the first field a person
    /// can reach; nil when no field takes text here (then `q` and `?` are commands).
    public func textEntryTarget(in root: Node) -> Node? {
        if let focused = reachableFocusedNode(in: root), focused.onEdit != nil, focused.element.isEnabled { return focused }
        return firstReachableField(in: root)
    }

    /// Whether a printable key would be typed into a field on the current screen.
    public var typingTakesKeys: Bool {
        textEntryTarget(in: rootNode()) != nil
    }

    /// The first enabled field, in drawing order, that a person can reach.
    public func firstReachableField(in root: Node) -> Node? {
        root.firstReachableField()
    }

    /// F1 or `?`: shows the list of keys over everything, or closes it.
    public func toggleKeyHelp() {
        invalidateShownScreen()
        app.toggleKeyHelp()
        settle()
    }

    /// Ctrl-T: focus the tab bar's selected tab (the first tab when none is), so the
    /// tabs are one key away whatever the screen. Nothing happens while an alert shows.
    public func focusTabBar() {
        invalidateShownScreen()
        defer { settle() }
        let root = rootNode()
        let buttons = tabBarButtons(in: root)
        if let chosen = buttons.first(where: \.element.isSelected) ?? buttons.first { setFocus(chosen) }
    }

    /// Left and Right: along the tab bar when one of its tabs has focus, wrapping around.
    public func moveAlongTabBar(forward: Bool, in root: Node) {
        let buttons = tabBarButtons(in: root)
        guard let focus, let index = buttons.firstIndex(where: { $0.element.identifier == focus }) else { return }
        setFocus(buttons[(index + (forward ? 1 : buttons.count - 1)) % buttons.count])
    }

    /// The tab bar's buttons a person can reach, in order.
    private func tabBarButtons(in root: Node) -> [Node] {
        guard let bar = root.path(ofElementType: .tabBar) else { return [] }
        return reachablePaths(in: root).filter { bar.isAncestor(ofOrEqualTo: $0) }.compactMap(root.node(at:))
            .filter { !$0.element.identifier.isEmpty }
    }
}

extension Node {
    /// The path of the first node, in drawing order, of type `type`.
    public func path(ofElementType type: ElementType) -> ElementPath? {
        path { $0.element.elementType == type }
    }
}
