import AutomationChannel
public import ScreenModel

extension App {
    /// Presses `key`, delivered to whatever has focus, once the app is idle:
    /// `app.press(.enter)`, `app.press(.ctrl("s"))`, the same keys `Terminal.press(_:)`
    /// takes. A key protocol version 1's `press` names goes as that `press`; any other as
    /// `pressKey`, as `typeKey(_:modifierFlags:)` sends it.
    ///
    /// - Throws: `DriverError` (`timeout` if the app stays busy, `appCrashed`, …);
    ///   `elementNotInteractable` quoting the app when it cannot deliver the key.
    public func press(_ key: KeyPress, timeout: Duration? = nil) async throws(DriverError) {
        let command = key.versionOneKey.map(Command.press) ?? .pressKey(key.key, modifiers: key.modifiers)
        try await sendWhenIdle(command, attempt: DriverError.Attempt(.press(key)), timeout: timeout)
    }

    /// Presses `key` (one character, or a named key such as `.f1`) with `modifierFlags`
    /// held, delivered to whatever has focus, once the app is idle: `app.typeKey("a")`,
    /// `app.typeKey("s", modifierFlags: .control)`, as XCUITest's `typeKey(_:modifierFlags:)`.
    ///
    /// - Throws: `DriverError.elementNotInteractable` quoting the app when it cannot
    ///   deliver the key (it refused with `unsupported`); `timeout`, `appCrashed`, …
    public func typeKey(_ key: KeyboardKey, modifierFlags: KeyModifiers = [], timeout: Duration? = nil) async throws(DriverError) {
        let command = Command.pressKey(key, modifiers: modifierFlags)
        try await sendWhenIdle(command, attempt: DriverError.Attempt(.typeKey(key, modifierFlags)), timeout: timeout)
    }

    /// Swipes up over the screen: its main scrolling area shows what is below.
    public func swipeUp(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.up, timeout: timeout)
    }

    /// Swipes down over the screen: its main scrolling area shows what is above.
    public func swipeDown(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.down, timeout: timeout)
    }

    /// Swipes left over the screen: content moves left, showing what is to the right.
    public func swipeLeft(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.left, timeout: timeout)
    }

    /// Swipes right over the screen: content moves right, showing what is to the left.
    public func swipeRight(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.right, timeout: timeout)
    }

    /// Swipes over the screen in `direction`, once the app is idle.
    public func swipe(_ direction: SwipeDirection, timeout: Duration? = nil) async throws(DriverError) {
        try await sendWhenIdle(.swipe(nil, direction), attempt: DriverError.Attempt(.swipe(direction)), timeout: timeout)
    }

    /// Changes a condition of the simulated device, e.g. `setDeviceCondition("network", to: "online")`
    /// as a connection comes back. Takes effect at once, even while the app is busy.
    ///
    /// - Throws: `DriverError.deviceConditionRefused` when the app does not simulate it.
    public func setDeviceCondition(_ name: String, to value: String) async throws(DriverError) {
        let attempt = DriverError.Attempt(.setDeviceCondition(name: name, value: value))
        try await recordingStep(attempt) { () async throws(DriverError) in try await setDeviceConditionNow(name, to: value, attempt: attempt) }
    }

    private func setDeviceConditionNow(_ name: String, to value: String, attempt: DriverError.Attempt) async throws(DriverError) {
        let session = try runningSession(for: attempt)
        let reply = try await session.send(.setCondition(name: name, value: value), timeout: replyTimeout).locatingCaller()
        if case let .refused(refusal) = reply.outcome {
            throw DriverError.atCaller(.deviceConditionRefused(name: name, value: value, refusal: refusal), diagnostics: session.diagnostics())
        }
    }

    /// Moves the app's virtual clock forward (the app must run with `--clock virtual`),
    /// firing every timer that falls due, in order.
    public func advanceClock(by duration: Duration) async throws(DriverError) {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Int(seconds) * 1_000 + Int(attoseconds / 1_000_000_000_000_000)
        try await sendNow(.advanceClock(milliseconds: milliseconds), attempt: DriverError.Attempt(.advanceClock(duration)))
    }

    /// Waits until the app has no pending work but what `ignoredWork` names.
    ///
    /// - Throws: `DriverError.timeout` naming the work that never finished.
    public func waitForIdle(timeout: Duration = .seconds(5)) async throws(DriverError) {
        let attempt = DriverError.Attempt(.waitForIdle)
        try await recordingStep(attempt) { () async throws(DriverError) in try await waitForIdleNow(attempt, timeout: timeout) }
    }

    private func waitForIdleNow(_ attempt: DriverError.Attempt, timeout: Duration) async throws(DriverError) {
        let session = try runningSession(for: attempt)
        _ = try await session.wait(purpose: attempt, timeout: timeout, untilIdleIgnoring: ignoredWork).locatingCaller()
    }

    private func sendWhenIdle(_ command: Command, attempt: DriverError.Attempt, timeout: Duration?) async throws(DriverError) {
        try await recordingStep(attempt) { () async throws(DriverError) in try await sendWhenIdleNow(command, attempt: attempt, timeout: timeout) }
    }

    private func sendWhenIdleNow(_ command: Command, attempt: DriverError.Attempt, timeout: Duration?) async throws(DriverError) {
        let session = try runningSession(for: attempt)
        _ = try await session.wait(purpose: attempt, timeout: timeout ?? actionTimeout, untilIdleIgnoring: ignoredWork).locatingCaller()
        try await sendNow(command, attempt: attempt)
    }

    private func sendNow(_ command: Command, attempt: DriverError.Attempt) async throws(DriverError) {
        try await recordingStep(attempt) { () async throws(DriverError) in try await sendImmediately(command, attempt: attempt) }
    }

    private func sendImmediately(_ command: Command, attempt: DriverError.Attempt) async throws(DriverError) {
        let session = try runningSession(for: attempt)
        let reply = try await session.send(command, timeout: replyTimeout).locatingCaller()
        if case let .refused(refusal) = reply.outcome {
            throw DriverError.atCaller(
                .elementNotInteractable(attempt, .refusedByApp(refusal), waited: .zero),
                diagnostics: session.diagnostics())
        }
    }
}

extension App {
    /// Types `text` into whatever has keyboard focus, as XCUITest's
    /// `app.typeText(_:)`: text goes to the focused field, and key characters (`"\r"`,
    /// `"\u{8}"`, XCUITest's `XCUIKeyboardKey` values) press their keys; a line break
    /// presses Return.
    ///
    /// - Throws: `DriverError.elementNotInteractable` when text is typed and no field
    ///   has focus (tap one first); otherwise what the actions throw.
    public func typeText(_ text: String, timeout: Duration? = nil) async throws(DriverError) {
        try await recordingStep(DriverError.Attempt(.typeText(text))) { () async throws(DriverError) in try await typeTextNow(text, timeout: timeout) }
    }

    private func typeTextNow(_ text: String, timeout: Duration?) async throws(DriverError) {
        for segment in TypedSegment.split(text) {
            switch segment {
            case let .key(key):
                try await press(key, timeout: timeout)
            case let .text(run) where run.allSatisfy({ $0 == "\n" }):
                for _ in run { try await press(.enter, timeout: timeout) }
            case let .text(run):
                try await focusedTextElement(for: DriverError.Attempt(.typeText(text)), timeout: timeout).typeText(run, timeout: timeout)
            }
        }
    }

    /// The field that has keyboard focus once the app is idle.
    private func focusedTextElement(for attempt: DriverError.Attempt, timeout: Duration?) async throws(DriverError) -> Element {
        let (session, tree, waited) = try await settledTree(for: attempt)
        let focusedField = descendants(matching: .any).matching(.hasFocus && ElementPredicate(".acceptsText") { $0.elementType.acceptsText })
        guard let matches = try? tree.matches(focusedField.query), !matches.matches.isEmpty else {
            throw DriverError.atCaller(.elementNotInteractable(attempt, .noFocusedField, waited: waited), diagnostics: session.diagnostics())
        }
        return focusedField.firstMatch
    }
}

extension App {
    /// Taps whatever is drawn at `point` once the app is idle, as XCUITest's
    /// `XCUICoordinate.tap()`: the topmost element there that can be hit.
    ///
    /// - Throws: `DriverError.elementNotInteractable` when nothing there can be hit.
    public func tap(at point: Point, timeout: Duration? = nil) async throws(DriverError) {
        try await send(at: point, action: .tapAt(point), timeout: timeout) { .tap($0) }
    }

    /// Taps twice whatever is drawn at `point` once the app is idle.
    public func doubleTap(at point: Point, timeout: Duration? = nil) async throws(DriverError) {
        try await send(at: point, action: .tapAt(point), timeout: timeout) { .doubleTap($0) }
    }

    /// Drags with the mouse from the cell `start` to the cell `end` once the app is idle,
    /// as XCUITest's `XCUICoordinate.press(forDuration:thenDragTo:)`: the button goes down
    /// on whatever is drawn topmost at `start`, and the app decides what the drag does
    /// (docs/protocol.md §7.4).
    ///
    /// - Throws: `DriverError.elementNotInteractable` when nothing is drawn at `start`, or
    ///   the app takes no drag there or refuses `end` (off the screen).
    public func drag(from start: Point, to end: Point, timeout: Duration? = nil) async throws(DriverError) {
        try await send(at: start, action: .drag(from: start, to: .cell(end)), timeout: timeout, toControl: false) { .drag($0, from: start, to: end) }
    }

    private func send(
        at point: Point, action: DriverError.Action, timeout: Duration?, toControl: Bool = true, _ command: (CommandTarget) -> Command
    ) async throws(DriverError) {
        let attempt = DriverError.Attempt(action)
        try await recordingStep(attempt) { () async throws(DriverError) in
            try await sendNow(at: point, attempt: attempt, timeout: timeout, toControl: toControl, command)
        }
    }

    /// Sends `command` aimed at what is drawn at `point`: with `toControl`, the control
    /// around it (a touch on a label inside a cell taps the cell), else the topmost
    /// element itself (a drag goes to what is under the pointer, and the app finds who takes it).
    private func sendNow(
        at point: Point, attempt: DriverError.Attempt, timeout: Duration?, toControl: Bool, _ command: (CommandTarget) -> Command
    ) async throws(DriverError) {
        let (session, tree, waited) = try await settledTree(for: attempt)
        guard var path = tree.hitTest(point), var element = tree.element(at: path) else {
            throw DriverError.atCaller(.elementNotInteractable(attempt, .nothingAt(point), waited: waited), diagnostics: session.diagnostics())
        }
        var indices = path.indices
        while toControl, !element.elementType.takesTouches, !indices.isEmpty {
            indices.removeLast()
            guard let ancestor = tree.element(at: ElementPath(indices)), ancestor.elementType.takesTouches else { continue }
            (path, element) = (ElementPath(indices), ancestor)
        }
        let reply = try await session.send(
            command(CommandTarget(path: path, elementType: element.elementType, identifier: element.identifier)),
            timeout: replyTimeout
        ).locatingCaller()
        if case let .refused(refusal) = reply.outcome {
            throw DriverError.atCaller(.elementNotInteractable(attempt, .refusedByApp(refusal), waited: waited), diagnostics: session.diagnostics())
        }
    }
}

extension ElementType {
    /// Whether a touch on this kind of element does something of its own.
    var takesTouches: Bool {
        switch self {
        case .button, .cell, .textField, .secureTextField, .searchField, .textView, .switch, .link, .menuItem, .segmentedControl: true
        default: false
        }
    }
}
