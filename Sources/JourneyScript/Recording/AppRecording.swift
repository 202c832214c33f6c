import Driver
import ScreenModel
import Synchronization

/// Turns what a person does into the steps a script replays, and does each step to the
/// app exactly as the replay will (through `JourneyRunner`), so what was seen is what
/// the file says.
///
/// Keys mean what they mean in the app's own terminal front end: typing fills the
/// field the cursor is in, Enter presses the focused element or submits its field,
/// Esc goes back, Tab and the arrows move focus, Ctrl-T goes to the tab bar, Page Up
/// and Page Down scroll; a mouse click taps what it lands on. Each becomes a step on
/// the identifier of the element it acted on; moving focus alone is no step, since
/// the next step names its element. Busy work that changes the screen is followed by
/// a `wait … exists` for what it brought.
struct AppRecording {
    /// What the person asked the recorder for besides the app's keys.
    enum Outcome: Equatable {
        /// Go on recording.
        case carryOn
        /// Stop, write the file and replay it.
        case finish
    }

    /// The app being recorded.
    let app: App
    /// The steps so far.
    private(set) var script: RecordedScript
    /// What the status line shows: recording or paused, the last thing done.
    let status: RecorderStatus
    private let runner: JourneyRunner
    private var session: JourneyRunner.AppRun
    private var paused = false

    /// A recording of `app` that starts with `launch arguments`.
    init(app: App, launchArguments: [String], status: RecorderStatus) {
        self.app = app
        self.status = status
        script = RecordedScript(launchArguments: launchArguments)
        runner = JourneyRunner(executable: app.executable)
        session = JourneyRunner.AppRun(app: app, configuration: .standard)
    }

    /// Launches the app as the script's first step does.
    mutating func launch() async throws(StepFailure) {
        guard case let .launch(arguments) = script.entries.first?.action else { return }
        try await runner.perform(.launch(arguments: arguments), in: &session)
        status.update(steps: script.count, paused: paused, message: "launched; every key and click is recorded")
    }

    /// Does what `input` asks and records it.
    mutating func handle(_ input: RecorderInput) async -> Outcome {
        switch input {
        case let .key(press):
            return await handle(press)
        case let .click(point, button: 0):
            await tap(at: point)
        case let .click(point, button: 2):
            expectElement(at: point)
        case .click:
            report(Self.nothingHere)
        }
        return .carryOn
    }

    private static let nothingHere = "that key does nothing here; ^E expects the focused element, ^P pauses, ^D saves"

    private mutating func handle(_ press: KeyPress) async -> Outcome {
        switch press {
        case .ctrl("d"), .ctrl("c"):
            return .finish
        case .ctrl("p"):
            paused.toggle()
            report(paused ? "paused: keys still reach the app, but nothing is recorded" : "recording again")
        case .ctrl("e"):
            expectFocused()
        case .ctrl("t"):
            await focusTabBar()
        case .enter:
            await pressEnter()
        case .backspace, .delete:
            await deleteBackward(press == .delete ? .delete : .backspace)
        case .escape:
            await act(.press(.escape))
        default:
            if let character = press.typedCharacter {
                guard let tree = app.tree, let field = Self.textEntryTarget(in: tree) else {
                    if character == "q" { return .finish }
                    report("no field here takes '\(character)'; nothing recorded")
                    return .carryOn
                }
                await type(String(character), into: field, in: tree)
            } else if let key = press.versionOneKey {
                await pressRecordingOnlyChanges(key)
            } else {
                report(Self.nothingHere)
            }
        }
        return .carryOn
    }

    // MARK: - Actions

    private mutating func type(_ text: String, into field: ElementPath, in tree: ElementTree) async {
        guard let locator = RecordedLocator.locator(at: field, in: tree) else {
            report("the field has no identifier, so typing into it cannot be recorded")
            return
        }
        let screen = ScreenLandmark.of(tree)
        guard await perform(.typeText(text, into: locator)) else { return }
        if !paused {
            if tree.element(at: field)?.elementType == .secureTextField {
                script.typeSecret(text, into: locator, on: screen)
            } else {
                script.type(text, into: locator, on: screen)
            }
        }
        report(nil)
    }

    private mutating func pressEnter() async {
        guard let tree = app.tree, let focused = Self.focusedPath(in: tree), let element = tree.element(at: focused),
            let locator = RecordedLocator.locator(at: focused, in: tree)
        else {
            await act(.press(.enter))
            return
        }
        if element.elementType.acceptsText, element.elementType != .secureTextField {
            // Enter submits the field: the text it ends gets its line break.
            await type("\n", into: focused, in: tree)
            await followBusyWork(before: tree, stepIndex: script.count - 1)
        } else if element.elementType.acceptsText {
            await act(.press(.enter))
        } else {
            await act(.tap(locator))
        }
    }

    private mutating func deleteBackward(_ key: Key) async {
        guard let tree = app.tree, let focused = Self.focusedPath(in: tree), tree.element(at: focused)?.elementType.acceptsText == true,
            let locator = RecordedLocator.locator(at: focused, in: tree)
        else {
            await act(.press(key))
            return
        }
        if key == .backspace, !paused, script.deleteBackward(in: locator) {
            _ = await perform(.press(key))
            report(nil)
            return
        }
        // Deleting text the recording did not type: the step first puts focus where the key acts.
        if !lastStepActs(on: locator) { await act(.tap(locator)) }
        await act(.press(key))
    }

    private mutating func tap(at point: Point) async {
        guard let tree = app.tree, var path = tree.hitTest(point) else { return }
        var indices = path.indices
        while let element = tree.element(at: ElementPath(indices)), !Self.takesTouches(element.elementType), !indices.isEmpty {
            indices.removeLast()
        }
        if let element = tree.element(at: ElementPath(indices)), Self.takesTouches(element.elementType) { path = ElementPath(indices) }
        guard let locator = RecordedLocator.locator(at: path, in: tree) else {
            report("what was clicked has no identifier, so the tap cannot be recorded")
            return
        }
        await act(.tap(locator))
    }

    /// Ctrl-T in the app's front end focuses the tab bar's selected tab. No command does
    /// that, so the recorder moves focus there with Tab, which records nothing.
    private mutating func focusTabBar() async {
        guard let tree = app.tree else { return }
        var tabs: [ElementSnapshot] = []
        tree.walk { element, _, ancestors in
            if element.elementType == .button, !element.identifier.isEmpty, ancestors.contains(where: { $0.elementType == .tabBar }) {
                tabs.append(element)
            }
            return true
        }
        guard let target = tabs.first(where: \.isSelected) ?? tabs.first else { return }
        // Tab goes round every focusable element, scrolling lists as it goes: stop at the
        // tab, or when focus comes back to where it was without meeting it.
        var passed: Set<String> = []
        while let current = app.tree {
            let focused = Self.focusedPath(in: current).flatMap { current.element(at: $0)?.identifier } ?? ""
            if focused == target.identifier || !passed.insert(focused).inserted { break }
            guard await perform(.press(.tab)) else { return }
        }
        report(nil)
    }

    /// Arrows, Tab, Home, End and the page keys: a step only when they change more than
    /// which element has focus.
    private mutating func pressRecordingOnlyChanges(_ key: Key) async {
        let before = app.tree
        guard await perform(.press(key)) else { return }
        guard let before, let after = app.tree, Self.withoutFocus(before.root) != Self.withoutFocus(after.root) else {
            report(nil)
            return
        }
        record(.press(key), on: ScreenLandmark.of(before))
        await followBusyWork(before: before, stepIndex: script.count - 1)
        report(nil)
    }

    /// Does `action`, records it, and follows the busy work it started.
    private mutating func act(_ action: Step.Action) async {
        let before = app.tree
        guard await perform(action) else { return }
        record(action, on: before.flatMap(ScreenLandmark.of))
        await followBusyWork(before: before, stepIndex: script.count - 1)
        report(nil)
    }

    private mutating func record(_ action: Step.Action, on screen: ElementLocator?) {
        guard !paused else { return }
        script.append(action, on: screen)
    }

    /// Does `action` to the app; says why on the status line when it could not.
    private mutating func perform(_ action: Step.Action) async -> Bool {
        do throws(StepFailure) {
            try await runner.perform(action, in: &session)
            return true
        } catch {
            report("not recorded: " + String(error.message.prefix { $0 != "\n" }))
            return false
        }
    }

    /// When the last step left the app busy, waits for it to finish and adds a wait for
    /// what the work brought, so the replay waits for it too. Notes when the screen changed.
    private mutating func followBusyWork(before: ElementTree?, stepIndex: Int) async {
        if let busy = app.workWaitedFor, !busy.isIdle, busy.clock == .real {
            status.update(steps: script.count, paused: paused, message: "waiting for the app: \(busy)")
        }
        report(await script.followBusyWork(of: app, before: before, stepIndex: stepIndex, recording: !paused))
    }

    // MARK: - Expectations

    private mutating func expectFocused() {
        guard let tree = app.tree, let focused = Self.focusedPath(in: tree) else {
            report("nothing has focus: Tab to an element (or right-click one) to expect it")
            return
        }
        expect(at: focused, in: tree)
    }

    private mutating func expectElement(at point: Point) {
        guard let tree = app.tree, let hit = tree.hitTest(point) else { return }
        var indices = hit.indices
        while tree.element(at: ElementPath(indices))?.identifier.isEmpty == true, !indices.isEmpty { indices.removeLast() }
        expect(at: ElementPath(indices), in: tree)
    }

    /// Records that the element exists, and its label and value as they are (a secure
    /// field's value never).
    private mutating func expect(at path: ElementPath, in tree: ElementTree) {
        guard let element = tree.element(at: path), let locator = RecordedLocator.locator(at: path, in: tree) else {
            report("that element has no identifier, so nothing can be expected of it")
            return
        }
        guard !paused else {
            report("paused: ^P to record again")
            return
        }
        let screen = ScreenLandmark.of(tree)
        script.append(.expect(.state(locator, .exists, isNegated: false)), on: screen)
        var added = ["exists"]
        if !element.label.isEmpty {
            script.append(.expect(.text(locator, .label, .equals, element.label)), on: screen)
            added.append("label")
        }
        if let value = element.value, element.elementType != .secureTextField {
            script.append(.expect(.text(locator, .value, .equals, value)), on: screen)
            added.append("value")
        }
        report("expected \(RecordedLocator.scriptText(locator)): " + added.joined(separator: ", "))
    }

    // MARK: - Reading the screen

    private func report(_ message: String?) {
        status.update(steps: script.count, paused: paused, message: message)
    }

    private func lastStepActs(on locator: ElementLocator) -> Bool {
        switch script.entries.last?.action {
        case let .typeText(_, target)?, let .typeVariable(_, target)?, let .tap(target)?, let .clearText(target)?:
            target.description == locator.description
        default: false
        }
    }

    /// The focused element a person can reach: not one behind an alert.
    static func focusedPath(in tree: ElementTree) -> ElementPath? {
        let modal = ScreenLandmark.topmostModalPath(in: tree)
        var focused: ElementPath?
        tree.walk { element, path, _ in
            if element.hasFocus, modal.map({ $0.isAncestor(ofOrEqualTo: path) }) ?? true { focused = path }
            return true
        }
        return focused
    }

    /// Where typed text goes, as in the app's front end: the focused field, else the
    /// first enabled field a person can reach; nil when no field takes text.
    static func textEntryTarget(in tree: ElementTree) -> ElementPath? {
        if let focused = focusedPath(in: tree), let element = tree.element(at: focused), element.elementType.acceptsText, element.isEnabled {
            return focused
        }
        let modal = ScreenLandmark.topmostModalPath(in: tree)
        var field: ElementPath?
        tree.walk { element, path, _ in
            guard field == nil else { return false }
            if element.elementType.acceptsText, element.isEnabled, modal.map({ $0.isAncestor(ofOrEqualTo: path) }) ?? true,
                tree.isHittable(at: path)
            {
                field = path
            }
            return true
        }
        return field
    }

    /// Whether a touch on this kind of element does something of its own (a label in a cell taps the cell).
    static func takesTouches(_ type: ElementType) -> Bool {
        switch type {
        case .button, .cell, .textField, .secureTextField, .searchField, .textView, .switch, .link, .menuItem, .segmentedControl: true
        default: false
        }
    }

    /// The element and its descendants with focus taken away, to see whether a key did more than move it.
    static func withoutFocus(_ element: ElementSnapshot) -> ElementSnapshot {
        var copy = element
        copy.hasFocus = false
        copy.children = ElementChildren(element.children.map(withoutFocus))
        return copy
    }
}

/// What the recorder's status line says, shared between the task that records and the one that draws.
final class RecorderStatus: Sendable {
    private let state = Mutex<(steps: Int, paused: Bool, message: String?)>((0, false, nil))
    private let changed: @Sendable () -> Void
    private let keys: (recording: String, paused: String)

    /// The hotkeys of an app's recording.
    static let appKeys = (recording: "^E expect · ^P pause · ^D save", paused: "^E expect · ^P resume · ^D save")
    /// The hotkeys of a program's recording, after Ctrl-] since the program has the others.
    static let programKeys = (recording: "^] then: e expect · p pause · d save", paused: "^] then: e expect · p resume · d save")

    /// A status showing `keys` that calls `changed` whenever it changes, to redraw.
    init(keys: (recording: String, paused: String) = appKeys, changed: @escaping @Sendable () -> Void = {}) {
        self.keys = keys
        self.changed = changed
    }

    /// Sets the count of steps, whether recording is paused, and the latest message (nil keeps it).
    func update(steps: Int, paused: Bool, message: String?) {
        state.withLock { state in
            state.steps = steps
            state.paused = paused
            if let message { state.message = message }
        }
        changed()
    }

    /// The status line: state, steps, the hotkeys, the latest message.
    var line: String {
        let (steps, paused, message) = state.withLock { $0 }
        let mode = paused ? "❚❚ PAUSED" : "● REC"
        let keys = paused ? keys.paused : keys.recording
        return " \(mode) \(steps) step\(steps == 1 ? "" : "s") │ \(keys)" + (message.map { " │ \($0)" } ?? "")
    }
}
