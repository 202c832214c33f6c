import Dispatch
import ScreenElements
import ScreenModel
import Synchronization
import SystemLayer
import TerminalEmulator

/// How the elements of a program carry out an `App`'s commands: as a person would, with
/// a click where the program turned the mouse on, otherwise with the keys its own
/// highlight answers to.
///
/// - tap: a click on the middle of what is visible of the element; without the mouse, a
///   key bar's button gets its key (`F10`, `^X`), a button, field or other control takes focus (Tab, then Right, then Down, each until
///   focus comes round) and gets Enter; a cell or check box becomes the list's
///   selection (Down or Up) and a check box then gets Space.
/// - typeText: the field takes focus the same way, gets the text, and must show it.
/// - clearText: the field takes focus and gets End and a Backspace for each character.
/// - swipeUp and swipeDown: PageDown and PageUp.
///
/// Between keys it waits until the program is idle and reads the screen again; when
/// focus never arrives, the refusal says where it went.
extension ProgramElements {
    /// How long one command may spend on keys and waits: within the `App`'s reply timeout.
    static let commandBudget = Duration.seconds(8)

    func carryOut(_ command: Command) async -> CommandOutcome {
        let deadline = Monotonic.now + Self.commandBudget
        do throws(CommandRefusal) {
            switch command {
            case let .tap(target): try await tap(target, times: 1, deadline: deadline)
            case let .doubleTap(target): try await tap(target, times: 2, deadline: deadline)
            case let .typeText(target, text): try await type(text, into: target, deadline: deadline)
            case let .clearText(target): try await clear(target, deadline: deadline)
            case let .press(key): try send(KeyPress(key))
            case let .pressKey(key, modifiers): try send(KeyPress(key, modifiers: modifiers))
            case .swipe(_, .up): try send(.pageDown)
            case .swipe(_, .down): try send(.pageUp)
            default:
                throw CommandRefusal(.unsupported, "a program on a terminal takes keys and clicks, and no key means \(command.name)")
            }
            return .done
        } catch {
            return .refused(error)
        }
    }

    // MARK: - Commands

    private func tap(_ target: CommandTarget, times: Int, deadline: Monotonic) async throws(CommandRefusal) {
        let (element, tree) = try resolve(target)
        let modes = session.modes
        if modes.mouseTracking != .off {
            let point = tree.visibleFrame(at: target.path)?.center ?? element.frame.center
            if let click = MouseEncoding.click(x: point.x, y: point.y, modes: modes) {
                for _ in 0..<times { try send(click, as: .click(x: point.x, y: point.y, onText: element.label)) }
                return
            }
        }
        if let key = Self.keyBarPress(at: target.path, in: tree) {
            for _ in 0..<times { try send(key) }
            return
        }
        switch element.elementType {
        case .cell, .switch, .menuItem:
            try await select(element, deadline: deadline)
            if element.elementType == .switch { try send(.space) }
            if times > 1 { try send(.enter) }
        default:
            try await focus(element, in: tree, deadline: deadline)
            for _ in 0..<times { try send(.enter) }
        }
    }

    private func type(_ text: String, into target: CommandTarget, deadline: Monotonic) async throws(CommandRefusal) {
        let (element, tree) = try resolve(target)
        let focused = try await focus(element, in: tree, deadline: deadline)
        var bytes: [UInt8] = []
        for character in text {
            bytes += character == "\n" || character == "\r" ? (KeyPress.enter.bytes(in: session.modes) ?? [0x0D]) : Array(String(character).utf8)
        }
        try send(bytes, as: .type(text))
        guard !text.contains(where: \.isNewline) else { return }
        let after = try await idleTree(after: "typing \(text.quotedLiteral)", deadline: deadline)
        let shown = find(focused, in: after)
        let before = focused.value ?? ""
        guard let shown, (shown.value ?? "") != before || (shown.value ?? "").contains(text) else {
            let now = shown.map { "its value stayed \(($0.value ?? "").quotedLiteral)" } ?? "it left the screen"
            throw CommandRefusal(.notInteractable, "\(element.label.isEmpty ? "the field" : element.label.quotedLiteral) did not take the text: \(now)")
        }
    }

    private func clear(_ target: CommandTarget, deadline: Monotonic) async throws(CommandRefusal) {
        let (element, tree) = try resolve(target)
        let focused = try await focus(element, in: tree, deadline: deadline)
        try send(.end)
        for _ in 0..<(focused.value ?? "").count { try send(.backspace) }
    }

    // MARK: - Focus and selection

    /// Moves focus to `element` with Tab, then Right, then Down, each until focus comes
    /// round; returns the element as it is once focused.
    @discardableResult
    private func focus(_ element: ElementSnapshot, in tree: ElementTree, deadline: Monotonic) async throws(CommandRefusal) -> ElementSnapshot {
        if element.hasFocus { return element }
        var trail = FocusTrail(target: element.label, goal: "took focus")
        var current = tree
        let limit = min(40, Self.controls(in: tree) + 2)
        for key in [KeyPress.tab, .right, .down] {
            trail.begin(key.spokenName, from: Self.focusHolder(in: current))
            for _ in 0..<limit {
                try send(key)
                current = try await idleTree(after: key.spokenName, deadline: deadline)
                guard let now = find(element, in: current) else {
                    throw CommandRefusal(.notInteractable, "\(element.label.quotedLiteral) left the screen after \(key.spokenName)")
                }
                if now.hasFocus { return now }
                trail.pressed(leaving: Self.focusHolder(in: current))
                if trail.lastLegIsExhausted { break }
            }
        }
        throw CommandRefusal(.notInteractable, trail.description)
    }

    /// Moves a list's selection to `element` with Down or Up.
    private func select(_ element: ElementSnapshot, deadline: Monotonic) async throws(CommandRefusal) {
        var trail = FocusTrail(target: element.label, goal: "became selected")
        var now = element
        var current = try resolveTree()
        var key: KeyPress?
        for _ in 0..<80 {
            if now.isSelected || now.hasFocus { return }
            let holder = Self.selection(like: element, in: current)
            let direction: KeyPress = (holder.map { $0.frame.origin.y > element.frame.origin.y } ?? false) ? .up : .down
            if key != direction {
                key = direction
                trail.begin(direction.spokenName, from: holder?.label ?? "nothing")
            }
            try send(direction)
            current = try await idleTree(after: direction.spokenName, deadline: deadline)
            guard let found = find(element, in: current) else {
                throw CommandRefusal(.notInteractable, "\(element.label.quotedLiteral) left the screen after \(direction.spokenName)")
            }
            now = found
            trail.pressed(leaving: Self.selection(like: element, in: current)?.label ?? "nothing")
            if trail.lastLegIsExhausted && !(now.isSelected || now.hasFocus) { break }
        }
        throw CommandRefusal(.notInteractable, trail.description)
    }

    // MARK: - Reading the screen

    /// The element a command names, in the tree it was resolved in (the last one pushed).
    private func resolve(_ target: CommandTarget) throws(CommandRefusal) -> (ElementSnapshot, ElementTree) {
        let tree = try resolveTree()
        guard let element = tree.element(at: target.path), element.identifier == target.identifier else {
            throw CommandRefusal(.staleElement, "the screen changed: \(target) is no longer where it was")
        }
        return (element, tree)
    }

    private func resolveTree() throws(CommandRefusal) -> ElementTree {
        guard let tree = state.withLock({ $0.tree }) else { throw CommandRefusal(.staleElement, "no screen has been read yet") }
        return tree
    }

    /// The program's elements once it is idle after `step`.
    private func idleTree(after step: String, deadline: Monotonic) async throws(CommandRefusal) -> ElementTree {
        let remaining = deadline.since(Monotonic.now)
        switch await session.waitUntilIdle(timeout: max(remaining, .milliseconds(1))) {
        case let .success(screen):
            return ScreenReader.tree(of: screen)
        case .failure:
            if session.hasEnded { throw CommandRefusal(.notInteractable, "the program ended after \(step)") }
            throw CommandRefusal(.notInteractable, "the program was still busy (\(session.busyWith ?? "drawing")) after \(step)")
        }
    }

    /// `element` on another screen: the element with its identifier and type.
    private func find(_ element: ElementSnapshot, in tree: ElementTree) -> ElementSnapshot? {
        var found: ElementSnapshot?
        tree.walk { candidate, _, _ in
            if found == nil, candidate.elementType == element.elementType, candidate.identifier == element.identifier { found = candidate }
            return found == nil
        }
        return found
    }

    /// The key a key bar's button stands for: the press its value names (`F10`, `^X`),
    /// when it is a button of a toolbar.
    private static func keyBarPress(at path: ElementPath, in tree: ElementTree) -> KeyPress? {
        guard let button = tree.element(at: path), button.elementType == .button, let key = button.value,
            tree.element(at: ElementPath(Array(path.indices.dropLast())))?.elementType == .toolbar
        else { return nil }
        return KeyPress(keyBarKey: key)
    }

    /// What holds focus on `tree`, for the trail: its label, or "nothing".
    private static func focusHolder(in tree: ElementTree) -> String {
        var holder: String?
        tree.walk { element, _, _ in
            if holder == nil, element.hasFocus, element.elementType != .application { holder = element.label }
            return holder == nil
        }
        return holder.map { $0.isEmpty ? "an unlabelled element" : $0 } ?? "nothing"
    }

    /// The selected element of `element`'s type on `tree`.
    private static func selection(like element: ElementSnapshot, in tree: ElementTree) -> ElementSnapshot? {
        var holder: ElementSnapshot?
        tree.walk { candidate, _, _ in
            if holder == nil, candidate.elementType == element.elementType, candidate.isSelected || candidate.hasFocus { holder = candidate }
            return holder == nil
        }
        return holder
    }

    /// How many elements on `tree` could take focus: a walk goes round once at most.
    private static func controls(in tree: ElementTree) -> Int {
        var count = 0
        tree.walk { element, _, _ in
            switch element.elementType {
            case .button, .textField, .secureTextField, .searchField, .textView, .switch, .cell, .table, .menuItem: count += 1
            default: break
            }
            return true
        }
        return count
    }

    // MARK: - Input

    private func send(_ key: KeyPress) throws(CommandRefusal) {
        guard let bytes = key.bytes(in: session.modes) else {
            throw CommandRefusal(.unsupported, "a terminal has no bytes for \(key.spokenName)")
        }
        try send(bytes, as: .press(key))
    }

    private func send(_ bytes: [UInt8], as action: DriverError.TerminalAction) throws(CommandRefusal) {
        do throws(DriverError) {
            try session.send(bytes, action: action)
        } catch {
            throw CommandRefusal(.notInteractable, error.message)
        }
        _ = inputSent()
    }
}

/// Runs async work to its end from a thread of the caller's own (not one of Swift's),
/// which waits for it.
enum CommandRun {
    static func blocking<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        guard let value = result.withLock({ $0 }) else { preconditionFailure("the work finished with a value") }
        return value
    }
}
