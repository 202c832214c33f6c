import AutomationChannel
import ScreenModel
import SystemLayer

extension Element {
    /// Taps the element.
    ///
    /// Like every action, it first waits (up to the app's `actionTimeout`, or
    /// `timeout`) until the app is idle and the element exists, is unique, enabled and
    /// hittable; then it acts on exactly that element. If the app is idle and the
    /// element is missing, disabled or covered, nothing can change that, so it fails at
    /// once instead of running out the timeout.
    ///
    /// - Throws: `DriverError`: `noSuchElement`, `multipleMatches`,
    ///   `elementNotInteractable`, `staleElement`, `timeout`, `appCrashed`.
    public func tap(timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.tap, timeout: timeout) { .tap($0.target) }
    }

    /// Taps the element twice.
    public func doubleTap(timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.doubleTap, timeout: timeout) { .doubleTap($0.target) }
    }

    /// Touches the element and holds it for `duration`, as XCUITest's `press(forDuration:)`.
    ///
    /// A terminal has no touch to hold: the element gets what a press and release on it
    /// gives, a tap, once the app is idle. Nothing waits out `duration`.
    public func press(forDuration duration: Duration, timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.longPress(duration), timeout: timeout) { .tap($0.target) }
    }

    /// Types `text` into the element, focusing it first.
    ///
    /// A line break (`"\n"` or `"\r"`) presses Return; the delete characters (`"\u{8}"`,
    /// `"\u{7F}"`, XCUITest's `XCUIKeyboardKey.delete`) delete the character before the
    /// cursor; a tab moves focus on; escape and XCUITest's arrow and Home/End/Page
    /// characters press those keys.
    public func typeText(_ text: String, timeout: Duration? = nil) async throws(DriverError) {
        try await app.recordingStep(DriverError.Attempt(.typeText(text), on: locator)) { () async throws(DriverError) in
            try await typeTextNow(text, timeout: timeout)
        }
    }

    private func typeTextNow(_ text: String, timeout: Duration?) async throws(DriverError) {
        let segments = TypedSegment.split(text)
        guard segments.contains(where: \.isKey) else {
            return try await perform(.typeText(text), timeout: timeout, needsText: true) { .typeText($0.target, text) }
        }
        // Focus the element with what comes before the first key, then send keys and
        // text in order to whatever has focus.
        let leading = segments.first.flatMap(\.text) ?? ""
        try await perform(.typeText(text), timeout: timeout, needsText: true) { .typeText($0.target, leading) }
        for segment in segments.dropFirst(leading.isEmpty ? 0 : 1) {
            switch segment {
            case let .key(key): try await app.press(key, timeout: timeout)
            case let .text(run): try await perform(.typeText(text), timeout: timeout, needsText: true) { .typeText($0.target, run) }
            }
        }
    }

    /// Deletes all the text in the element, focusing it first.
    public func clearText(timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.clearText, timeout: timeout, needsText: true) { .clearText($0.target) }
    }

    /// Swipes up over the element: its scrolling container shows what is below.
    public func swipeUp(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.up, timeout: timeout)
    }

    /// Swipes down over the element: its scrolling container shows what is above.
    public func swipeDown(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.down, timeout: timeout)
    }

    /// Swipes left over the element: its container's content moves left.
    public func swipeLeft(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.left, timeout: timeout)
    }

    /// Swipes right over the element: its container's content moves right.
    public func swipeRight(timeout: Duration? = nil) async throws(DriverError) {
        try await swipe(.right, timeout: timeout)
    }

    /// Swipes over the element in `direction`.
    public func swipe(_ direction: SwipeDirection, timeout: Duration? = nil) async throws(DriverError) {
        try await perform(.swipe(direction), timeout: timeout, needsHit: false) { .swipe($0.target, direction) }
    }

    /// Waits until the element is actionable (and, for a drag, its destination on screen),
    /// sends the command, and retries if the screen changed under it before the command arrived.
    func perform(
        _ action: DriverError.Action, timeout: Duration?, needsText: Bool = false, needsHit: Bool = true,
        dropping destination: DragDestination? = nil, _ command: @escaping @Sendable (Aim) -> Command
    ) async throws(DriverError) {
        try await app.recordingStep(DriverError.Attempt(action, on: locator)) { () async throws(DriverError) in
            try await performNow(action, timeout: timeout, needsText: needsText, needsHit: needsHit, destination: destination, command)
        }
    }

    private func performNow(
        _ action: DriverError.Action, timeout: Duration?, needsText: Bool, needsHit: Bool,
        destination: DragDestination?, _ command: @escaping @Sendable (Aim) -> Command
    ) async throws(DriverError) {
        let locator = locator
        let attempt = DriverError.Attempt(action, on: locator)
        let limit = timeout ?? app.actionTimeout
        let start = Monotonic.now
        let ignored = app.ignoredWork
        var retried = false
        while true {
            let session = try app.runningSession(for: attempt)
            let remaining = limit - Monotonic.now.since(start)
            let aim = try await session.wait(purpose: attempt, timeout: max(remaining, .zero)) { tree in
                Actionability.aim(
                    tree, attempt: attempt, needsText: needsText, needsHit: needsHit, dropping: destination, ignoring: ignored)
            }.locatingCaller()
            let resolved = aim.resolved
            app.report(resolved.warnings)
            let reply = try await session.send(command(aim), timeout: app.replyTimeout).locatingCaller()
            switch reply.outcome {
            case .done:
                return
            case let .refused(refusal):
                switch refusal.reason {
                case .staleElement
                where (!retried || Monotonic.now.since(start) < limit)
                    && (session.latestTree?.generation ?? 0) > resolved.generation:
                    // The app moved on and said so; find the element again on its new screen
                    // (once at least, however long a loaded machine took to get here).
                    retried = true
                    continue
                case .staleElement:
                    throw DriverError.atCaller(.staleElement(attempt, resolvedIn: resolved.generation, refusal: refusal), diagnostics: session.diagnostics())
                case .notInteractable, .unsupported, .unsupportedCondition:
                    throw DriverError.atCaller(.elementNotInteractable(attempt, .refusedByApp(refusal), waited: Monotonic.now.since(start)), diagnostics: session.diagnostics())
                }
            }
        }
    }
}

/// Where an action lands: the element as resolved, the command target naming it, the
/// cell a pointer would touch (the middle of what is visible of it) and, for a drag, the
/// cell it is dropped on.
struct Aim: Sendable {
    /// The element as the tree held it.
    let resolved: ResolvedElement
    /// Where the pointer goes down.
    let start: Point
    /// Where a drag ends; nil for any other action.
    let end: Point?

    /// The element as a command names it.
    var target: CommandTarget {
        CommandTarget(path: resolved.path, elementType: resolved.element.elementType, identifier: resolved.element.identifier)
    }
}

/// Decides whether an element can take an action on a given screen.
enum Actionability {
    /// Whether the element can take the action on `tree` and, for a drag, whether its
    /// destination is on screen there: both are read from the one screen. The app must
    /// be idle but for the work `ignored` names (`App.ignoredWork`).
    static func aim(
        _ tree: ElementTree, attempt: DriverError.Attempt, needsText: Bool, needsHit: Bool, dropping destination: DragDestination?,
        ignoring ignored: [String]
    ) -> WaitDecision<Aim> {
        let resolved: ResolvedElement
        switch decide(tree, attempt: attempt, needsText: needsText, needsHit: needsHit, ignoring: ignored) {
        case let .satisfied(found): resolved = found
        case let .failed(build): return .failed(build)
        case let .pending(build): return .pending(onTimeout: build)
        }
        let start = tree.visibleFrame(at: resolved.path)?.center ?? resolved.element.frame.center
        guard let destination else { return .satisfied(Aim(resolved: resolved, start: start, end: nil)) }
        switch destination.cell(in: tree, for: attempt) {
        case let .satisfied(end): return .satisfied(Aim(resolved: resolved, start: start, end: end))
        case let .failed(build): return .failed(build)
        case let .pending(build): return .pending(onTimeout: build)
        }
    }

    static func decide(
        _ tree: ElementTree, attempt: DriverError.Attempt, needsText: Bool, needsHit: Bool, ignoring ignored: [String]
    ) -> WaitDecision<ResolvedElement> {
        guard let locator = attempt.target else { preconditionFailure("an element action has a target") }
        let activity = tree.activity
        let resolved: ResolvedElement
        do {
            resolved = try tree.resolve(locator)
        } catch {
            let build: @Sendable (Duration) -> DriverError.Reason = { ElementFailure.reason(for: error, waited: $0, activity: activity) }
            return activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }
        if let obstacle = obstacle(to: resolved, in: tree, needsText: needsText, needsHit: needsHit) {
            let build: @Sendable (Duration) -> DriverError.Reason = { .elementNotInteractable(attempt, obstacle, waited: $0) }
            return activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }
        let busy = activity.waitedFor(ignoring: ignored)
        guard busy.isIdle else {
            return .pending { waited in .timeout(attempt, waited: waited, activity: busy) }
        }
        return .satisfied(resolved)
    }

    private static func obstacle(to resolved: ResolvedElement, in tree: ElementTree, needsText: Bool, needsHit: Bool) -> DriverError.Obstacle? {
        let element = resolved.element
        if !element.isEnabled { return .disabled }
        if needsText && !element.elementType.acceptsText { return .doesNotAcceptText(element.elementType) }
        if needsHit, let hitProblem = tree.hittabilityProblem(at: resolved.path) { return .notHittable(hitProblem) }
        if !needsHit, let visible = tree.visibleFrame(at: resolved.path), visible.isEmpty { return .offScreen }
        return nil
    }
}
