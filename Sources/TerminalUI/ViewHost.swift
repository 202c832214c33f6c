public import AppAutomation
public import ScreenModel

/// Runs a `TerminalApp` for a front end: builds the current screen, keeps keyboard
/// focus, carries out commands (from the automation channel or the keyboard) on the
/// element they name, and runs timers to quiescence.
///
/// Both front ends drive the app only through this type, so a person and a test see
/// the same screens and reach them the same way.
public final class ViewHost: AutomatableApp {
    /// The app shown.
    public let app: any TerminalApp
    /// The scheduler the app's timers run on.
    public let scheduler: Scheduler
    /// The screen's size in cells; a change redraws.
    public var screenSize: Size {
        didSet { shownRoot = nil }
    }
    /// How far the current screen's content is scrolled when it does not fit.
    private let viewport = ViewportState()
    /// The identifier of the element with keyboard focus.
    public private(set) var focus: String?

    /// A host showing `app` on a screen of `screenSize`, its timers on `scheduler`.
    public init(app: any TerminalApp, scheduler: Scheduler, screenSize: Size) {
        self.app = app
        self.scheduler = scheduler
        self.screenSize = screenSize
    }

    /// The app's name.
    public var name: String { app.name }

    /// The app's wake descriptors.
    public var wakeDescriptors: [Int32] { app.wakeDescriptors }

    /// Stores what the app still has pending.
    public func willExit() { app.willExit() }

    /// The current screen as nodes.
    public func rootNode() -> Node {
        app.body(in: ViewContext(screenSize: screenSize, labels: app.labels, viewport: viewport))
    }

    /// The current screen as the element tree the front ends show, with focus marked.
    public func currentScreen() -> ElementSnapshot {
        let root = rootNode()
        reconcileFocus(in: root)
        shownRoot = root
        return root.snapshot(focus: focus)
    }

    /// The current screen as an element tree of `generation`, with the scheduler's activity.
    public func currentTree(generation: UInt64) -> ElementTree {
        ElementTree(generation: generation, root: currentScreen(), activity: scheduler.activity)
    }

    /// The nodes of the screen last drawn, while nothing has changed since: a command
    /// aims at that screen, so it need not be drawn again to find its target.
    private var shownRoot: Node?

    /// Forgets the last drawing: something is about to change what is on screen.
    public func invalidateShownScreen() {
        shownRoot = nil
    }

    /// The current screen as nodes, reusing the last drawing while it is current.
    private func currentRoot() -> Node {
        shownRoot ?? rootNode()
    }

    /// Runs every timer that is due, and takes the app's news from other threads, so
    /// the screen reflects everything that has happened.
    public func settle() {
        if scheduler.runDue() { shownRoot = nil }
        if app.takeNews() { shownRoot = nil }
    }

    // MARK: - Commands

    /// Carries out `command` against the current screen, then settles.
    public func perform(_ command: Command) -> CommandOutcome {
        let root = currentRoot()
        // Whatever the command does may change the screen.
        shownRoot = nil
        defer { settle() }
        switch command {
        case let .tap(target), let .doubleTap(target):
            let node: Node
            switch resolve(target, in: root) {
            case let .success(found): node = found
            case let .failure(refusal): return .refused(refusal)
            }
            if let refusal = refuseIfDisabled(node, target) { return .refused(refusal) }
            if case .doubleTap = command {
                tap(node)
                guard let again = rootNode().node(at: target.path), target.matches(again.element) else { return .done }
                tap(again)
            } else {
                tap(node)
            }
            return .done
        case let .typeText(target, text):
            return edit(target, in: root) { node in
                var pending = ""
                for character in text {
                    if character == "\n" {
                        if !pending.isEmpty { node.onEdit?(.insert(pending)) }
                        pending = ""
                        node.onSubmit?()
                    } else {
                        pending.append(character)
                    }
                }
                if !pending.isEmpty { node.onEdit?(.insert(pending)) }
            }
        case let .clearText(target):
            return edit(target, in: root) { $0.onEdit?(.clear) }
        case let .press(key):
            press(key, in: root)
            return .done
        case let .pressKey(key, modifiers):
            return pressKey(key, modifiers: modifiers, in: root)
        case let .swipe(target, direction):
            return swipe(target, direction, in: root)
        case let .drag(target, start, end):
            return drag(target, from: start, to: end, in: root)
        case let .advanceClock(milliseconds):
            return scheduler.advanceVirtualClock(by: milliseconds)
        case .refresh:
            return .done
        case let .setCondition(name, value):
            if let refusal = app.setCondition(name: name, value: value) { return .refused(refusal) }
            return .done
        }
    }

    /// Types a character or presses a key as a person at the keyboard would: to the
    /// focused element, focusing the first field if nothing has focus.
    public func typeFromKeyboard(_ text: String) {
        shownRoot = nil
        defer { settle() }
        let root = rootNode()
        guard let field = textEntryTarget(in: root) else { return }
        if field.element.identifier != focus { setFocus(field) }
        field.onEdit?(.insert(text))
    }

    /// Moves focus to the next (or previous) focusable element, wrapping around; while
    /// an alert shows, only among its buttons. Rows a list has been scrolled past (by
    /// Page Down) are skipped, so the arrows go on from what is in view instead of
    /// jumping back to where focus was.
    public func moveFocus(forward: Bool) {
        shownRoot = nil
        defer { settle() }
        let root = rootNode()
        let paths = reachablePaths(in: root).filter { root.node(at: $0).map { !$0.element.identifier.isEmpty } ?? false }
        guard !paths.isEmpty else { return }
        let identifiers = paths.compactMap { root.node(at: $0)?.element.identifier }
        guard let focus, let index = identifiers.firstIndex(of: focus) else {
            if let path = forward ? paths.first : paths.last, let node = root.node(at: path) { setFocus(node) }
            return
        }
        let following =
            forward
            ? Array(paths[(index + 1)...] + paths[..<index])
            : Array(paths[..<index].reversed() + paths[(index + 1)...].reversed())
        let next = following.first { root.scrolledPast($0, forward: forward) == false } ?? following.first
        if let next, let node = root.node(at: next) { setFocus(node) }
    }

    // MARK: - Helpers

    /// Focusable paths a person can reach: inside the alert while one shows, else all.
    public func reachablePaths(in root: Node) -> [ElementPath] {
        root.reachableFocusablePaths()
    }

    /// The focused node, unless an alert shows and it is behind it.
    public func reachableFocusedNode(in root: Node) -> Node? {
        guard let focus, let path = root.path(ofIdentifier: focus) else { return nil }
        if let modal = root.topmostModalPath(), !modal.isAncestor(ofOrEqualTo: path) { return nil }
        return root.node(at: path)
    }

    /// Gives `node` keyboard focus (a node without an identifier cannot take it).
    public func setFocus(_ node: Node) {
        guard !node.element.identifier.isEmpty else { return }
        focus = node.element.identifier
        node.onFocus?()
    }

    private func resolve(_ target: CommandTarget, in root: Node) -> Result<Node, CommandRefusal> {
        guard let node = root.node(at: target.path), target.matches(node.element) else {
            let now = root.node(at: target.path).map { "\($0.element.summary) is there now" } ?? "nothing is there now"
            return .failure(CommandRefusal(.staleElement, "\(target) is gone from the screen; \(now)"))
        }
        return .success(node)
    }

    private func refuseIfDisabled(_ node: Node, _ target: CommandTarget) -> CommandRefusal? {
        node.element.isEnabled ? nil : CommandRefusal(.notInteractable, "\(target) is disabled")
    }

    private func tap(_ node: Node) {
        if node.onEdit != nil || node.isFocusable { setFocus(node) }
        node.onTap?()
    }

    private func edit(_ target: CommandTarget, in root: Node, _ body: (Node) -> Void) -> CommandOutcome {
        let node: Node
        switch resolve(target, in: root) {
        case let .success(found): node = found
        case let .failure(refusal): return .refused(refusal)
        }
        if let refusal = refuseIfDisabled(node, target) { return .refused(refusal) }
        guard node.onEdit != nil else {
            return .refused(CommandRefusal(.notInteractable, "\(target) does not accept text"))
        }
        setFocus(node)
        body(node)
        return .done
    }

    func press(_ key: Key, in root: Node) {
        let focusedNode = reachableFocusedNode(in: root)
        switch key {
        case .enter:
            if let submit = focusedNode?.onSubmit { submit() } else if let focusedNode { tap(focusedNode) }
        case .tab, .down:
            moveFocus(forward: true)
        case .backtab, .up:
            moveFocus(forward: false)
        case .escape:
            app.goBack()
        case .backspace, .delete:
            focusedNode?.onEdit?(.deleteBackward)
        case .left, .right:
            moveAlongTabBar(forward: key == .right, in: root)
        case .home, .end:
            break
        case .pageDown:
            scrollFirstScrollable(in: root, .up)
        case .pageUp:
            scrollFirstScrollable(in: root, .down)
        }
    }

    private func swipe(_ target: CommandTarget?, _ direction: SwipeDirection, in root: Node) -> CommandOutcome {
        guard let target else {
            scrollFirstScrollable(in: root, direction)
            return .done
        }
        if case let .failure(refusal) = resolve(target, in: root) { return .refused(refusal) }
        // A swipe over an element scrolls the nearest enclosing element that scrolls.
        var indices = target.path.indices
        while true {
            if let node = root.node(at: ElementPath(indices)), let onSwipe = node.onSwipe {
                onSwipe(direction)
                return .done
            }
            if indices.isEmpty { break }
            indices.removeLast()
        }
        return .done
    }

    /// A mouse drag (docs/protocol.md §7.4): a click when it ends where it began; else
    /// the nearest element on the target's path that takes drags gets it, or failing
    /// that, the nearest that scrolls scrolls the way the drag moves.
    private func drag(_ target: CommandTarget, from start: Point, to end: Point, in root: Node) -> CommandOutcome {
        let node: Node
        switch resolve(target, in: root) {
        case let .success(found): node = found
        case let .failure(refusal): return .refused(refusal)
        }
        guard node.element.frame.contains(start) else {
            return .refused(CommandRefusal(.staleElement, "\(target) is no longer under \(start): its frame is \(node.element.frame) now"))
        }
        if let refusal = refuseIfDisabled(node, target) { return .refused(refusal) }
        let screen = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
        guard screen.contains(end) else {
            return .refused(CommandRefusal(.notInteractable, "the drag's end \(end) is off the \(screenSize) screen"))
        }
        let drag = Drag(start: start, end: end, droppedOn: root.identifiers(under: end))
        guard let direction = drag.direction else {
            tap(node)
            return .done
        }
        var scroll: ((SwipeDirection) -> Void)?
        var indices = target.path.indices
        while true {
            if let around = root.node(at: ElementPath(indices)) {
                if let onDrag = around.onDrag {
                    onDrag(drag)
                    return .done
                }
                scroll = scroll ?? around.onSwipe
            }
            if indices.isEmpty { break }
            indices.removeLast()
        }
        guard let scroll else {
            return .refused(CommandRefusal(.unsupported, "nothing takes a drag from \(target): neither it nor an element around it moves or scrolls"))
        }
        scroll(direction)
        return .done
    }

    /// Scrolls the first element on the screen that scrolls (Page Up and Page Down).
    public func scrollFirstScrollable(in root: Node, _ direction: SwipeDirection) {
        func first(_ node: Node) -> ((SwipeDirection) -> Void)? {
            if let onSwipe = node.onSwipe { return onSwipe }
            for child in node.children { if let found = first(child) { return found } }
            return nil
        }
        first(root)?(direction)
    }

    /// Forgets focus on an element that is gone or disabled; when an alert appears,
    /// moves focus to its first button so Enter answers it. With nothing focused, the
    /// field that typing would fill takes focus, so a person sees where keys go.
    private func reconcileFocus(in root: Node) {
        if let focus, root.firstNode(where: { $0.element.identifier == focus })?.isFocusable != true { self.focus = nil }
        if root.topmostModalPath() != nil, reachableFocusedNode(in: root) == nil,
            let first = reachablePaths(in: root).first.flatMap(root.node(at:)), !first.element.identifier.isEmpty
        {
            focus = first.element.identifier
        }
        if focus == nil, let field = firstReachableField(in: root) {
            focus = field.element.identifier
        }
    }
}
