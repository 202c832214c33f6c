import ScreenModel
import SystemLayer

extension Element {
    /// Whether the element is on the screen (for `element`, at least one match), once
    /// the app has finished what it was doing.
    ///
    /// Like every read, it first waits until the app is idle (up to `app.actionTimeout`,
    /// fast-forwarding a virtual clock as waits do), so a read right after an action sees
    /// that action's result. For the latest screen as it is, read `instant.exists`.
    ///
    /// - Throws: `DriverError`: `timeout` naming the work that kept the app busy,
    ///   `appNotRunning`, `appCrashed`.
    public var exists: Bool {
        get async throws(DriverError) {
            let tree = try await app.settledTree(for: DriverError.Attempt(.read, on: locator)).tree
            let (exists, warnings) = Element.existence(of: locator, in: tree)
            app.report(warnings)
            return exists
        }
    }

    /// Whether a tap would land on the element, once the app is idle: it exists, is on
    /// screen in its scrolling container, and nothing (such as an alert) covers it.
    ///
    /// - Throws: `DriverError` (`timeout`, `appNotRunning`, `appCrashed`).
    public var isHittable: Bool {
        get async throws(DriverError) {
            let tree = try await app.settledTree(for: DriverError.Attempt(.read, on: locator)).tree
            return Element.isHittable(locator, in: tree)
        }
    }

    /// The element as it is once the app is idle.
    ///
    /// - Throws: `DriverError` (`noSuchElement`, `multipleMatches`, `timeout`,
    ///   `appNotRunning`, `appCrashed`).
    public func snapshot() async throws(DriverError) -> ElementSnapshot {
        let attempt = DriverError.Attempt(.read, on: locator)
        let (session, tree, waited) = try await app.settledTree(for: attempt)
        return try app.resolve(locator, in: tree, session: session, waited: waited).element
    }

    /// The visible, localised text, once the app is idle.
    public var label: String { get async throws(DriverError) { try await snapshot().label } }
    /// The developer-assigned identifier, once the app is idle.
    public var identifier: String { get async throws(DriverError) { try await snapshot().identifier } }
    /// The current value (a field's text), if any, once the app is idle.
    public var value: String? { get async throws(DriverError) { try await snapshot().value } }
    /// The hint an empty field shows, once the app is idle.
    public var placeholderValue: String? { get async throws(DriverError) { try await snapshot().placeholderValue } }
    /// Whether it accepts interaction, once the app is idle.
    public var isEnabled: Bool { get async throws(DriverError) { try await snapshot().isEnabled } }
    /// Whether it is selected, once the app is idle.
    public var isSelected: Bool { get async throws(DriverError) { try await snapshot().isSelected } }
    /// Whether it has keyboard focus, once the app is idle.
    public var hasFocus: Bool { get async throws(DriverError) { try await snapshot().hasFocus } }
    /// Its type, once the app is idle.
    public var elementType: ElementType { get async throws(DriverError) { try await snapshot().elementType } }
    /// Where it is drawn, in terminal cells, once the app is idle.
    public var frame: Rect { get async throws(DriverError) { try await snapshot().frame } }

    /// Whether a tap on the element found by `locator` in `tree` would land on it.
    package static func isHittable(_ locator: ElementLocator, in tree: ElementTree) -> Bool {
        guard let resolved = try? tree.resolve(locator) else { return false }
        return tree.isHittable(at: resolved.path)
    }
}

extension App {
    /// Waits until the app is idle but for its ignored work (`ignoredWork`), up to
    /// `actionTimeout`, and returns that tree, for a read made on behalf of `attempt`.
    ///
    /// On a virtual clock the driver does not advance (`advancesVirtualClock` off), a
    /// busy app can never become idle by itself, so that fails at once.
    func settledTree(for attempt: DriverError.Attempt) async throws(DriverError) -> (session: AppSession, tree: ElementTree, waited: Duration) {
        try await recordingStep(attempt) { () async throws(DriverError) in try await settledTreeNow(for: attempt) }
    }

    private func settledTreeNow(for attempt: DriverError.Attempt) async throws(DriverError) -> (session: AppSession, tree: ElementTree, waited: Duration) {
        let session = try runningSession(for: attempt)
        let stoppedClock = !advancesVirtualClock
        let start = Monotonic.now
        let ignored = ignoredWork
        let tree = try await session.wait(purpose: attempt, timeout: actionTimeout) { tree -> WaitDecision<ElementTree> in
            let activity = tree.activity.waitedFor(ignoring: ignored)
            if activity.isIdle { return .satisfied(tree) }
            let build: @Sendable (Duration) -> DriverError.Reason = { .timeout(attempt, waited: $0, activity: activity) }
            return stoppedClock && activity.clock == .virtual ? .failed(build) : .pending(onTimeout: build)
        }.locatingCaller()
        return (session, tree, Monotonic.now.since(start))
    }

    /// The one element `locator` picks from `tree`, reporting fragile matches; a failure
    /// carries the session's diagnostics.
    func resolve(_ locator: ElementLocator, in tree: ElementTree, session: AppSession, waited: Duration) throws(DriverError) -> ResolvedElement {
        do {
            let resolved = try tree.resolve(locator)
            report(resolved.warnings)
            return resolved
        } catch {
            throw DriverError.atCaller(ElementFailure.reason(for: error, waited: waited, activity: tree.activity), diagnostics: session.diagnostics())
        }
    }
}
