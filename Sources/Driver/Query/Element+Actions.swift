import ScreenModel

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
        try await perform("tap", timeout: timeout) { .tap($0) }
    }

    /// Taps the element twice.
    public func doubleTap(timeout: Duration? = nil) async throws(DriverError) {
        try await perform("doubleTap", timeout: timeout) { .doubleTap($0) }
    }

    /// Types `text` into the element, focusing it first. A line break presses Return.
    public func typeText(_ text: String, timeout: Duration? = nil) async throws(DriverError) {
        try await perform("typeText into", timeout: timeout, needsText: true) { .typeText($0, text) }
    }

    /// Deletes all the text in the element, focusing it first.
    public func clearText(timeout: Duration? = nil) async throws(DriverError) {
        try await perform("clearText in", timeout: timeout, needsText: true) { .clearText($0) }
    }

    /// Swipes up over the element: its scrolling container shows what is below.
    public func swipeUp(timeout: Duration? = nil) async throws(DriverError) {
        try await perform("swipeUp on", timeout: timeout, needsHit: false) { .swipe($0, .up) }
    }

    /// Swipes down over the element: its scrolling container shows what is above.
    public func swipeDown(timeout: Duration? = nil) async throws(DriverError) {
        try await perform("swipeDown on", timeout: timeout, needsHit: false) { .swipe($0, .down) }
    }

    /// Waits until the element is actionable, sends the command, and retries if the
    /// screen changed under it before the command arrived.
    func perform(
        _ action: String, timeout: Duration?, needsText: Bool = false, needsHit: Bool = true,
        _ command: @escaping @Sendable (CommandTarget) -> Command
    ) async throws(DriverError) {
        let locator = locator
        let description = "\(action) \(locator)"
        let limit = timeout ?? app.actionTimeout
        let start = Monotonic.now
        while true {
            let session = try app.runningSession(for: description)
            let remaining = limit - Monotonic.now.since(start)
            let resolved = try await session.wait(purpose: description, timeout: max(remaining, .zero)) { tree in
                Actionability.decide(tree, locator: locator, action: action, needsText: needsText, needsHit: needsHit)
            }.get()
            app.report(resolved.warnings)
            let target = CommandTarget(path: resolved.path, elementType: resolved.element.elementType, identifier: resolved.element.identifier)
            let reply = try await session.send(command(target), timeout: app.replyTimeout).get()
            switch reply.outcome {
            case .done:
                return
            case let .refused(refusal):
                switch refusal.reason {
                case .staleElement where Monotonic.now.since(start) < limit
                    && (session.latestTree?.generation ?? 0) > resolved.generation:
                    // The app moved on and said so; find the element again on its new screen.
                    continue
                case .staleElement:
                    throw DriverError(.staleElement(locator: locator.description, action: action, resolvedIn: resolved.generation, detail: refusal.message), diagnostics: session.diagnostics())
                case .notInteractable, .unsupported:
                    throw DriverError(.elementNotInteractable(locator: locator.description, action: action, problem: refusal.message, waited: Monotonic.now.since(start)), diagnostics: session.diagnostics())
                }
            }
        }
    }
}

/// Decides whether an element can take an action on a given screen.
enum Actionability {
    static func decide(
        _ tree: ElementTree, locator: ElementLocator, action: String, needsText: Bool, needsHit: Bool
    ) -> WaitDecision<ResolvedElement> {
        let activity = tree.activity
        let resolved: ResolvedElement
        do {
            resolved = try tree.resolve(locator)
        } catch {
            let build: @Sendable (Duration) -> DriverError.Reason = { ElementFailure.reason(for: error, waited: $0, activity: activity) }
            return activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }
        if let problem = problem(with: resolved, in: tree, needsText: needsText, needsHit: needsHit) {
            let build: @Sendable (Duration) -> DriverError.Reason = {
                .elementNotInteractable(locator: locator.description, action: action, problem: problem, waited: $0)
            }
            return activity.isIdle ? .failed(build) : .pending(onTimeout: build)
        }
        guard activity.isIdle else {
            return .pending { waited in
                .timeout(what: "the app becoming idle before '\(action) \(locator)'", waited: waited, activity: activity, lastObservation: nil)
            }
        }
        return .satisfied(resolved)
    }

    private static func problem(with resolved: ResolvedElement, in tree: ElementTree, needsText: Bool, needsHit: Bool) -> String? {
        let element = resolved.element
        if !element.isEnabled { return "it is disabled" }
        if needsText && !element.elementType.acceptsText { return "it is a \(element.elementType), which does not accept text" }
        if needsHit, let hitProblem = tree.hittabilityProblem(at: resolved.path) { return hitProblem.description }
        if !needsHit, let visible = tree.visibleFrame(at: resolved.path), visible.isEmpty { return "it is off screen" }
        return nil
    }
}
