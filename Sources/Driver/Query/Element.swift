public import ScreenModel

/// One element of a running app, found lazily by a locator, like XCUITest's
/// `XCUIElement`: each use resolves it against the latest screen.
///
/// Reading attributes needs exactly one match; `exists` and `isHittable` never fail.
/// Actions wait until the element is actionable (see `tap()`).
public struct Element: ElementTypeQueryProvider, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The app the element belongs to.
    public let app: App
    /// How the element is found.
    public let locator: ElementLocator

    init(app: App, locator: ElementLocator) {
        self.app = app
        self.locator = locator
    }

    /// The locator as written: `app.buttons["loginButton"]`.
    public var description: String { locator.description }

    // MARK: - Existence

    /// Whether the latest screen has a match (for `element`, at least one).
    public var exists: Bool {
        guard let tree = app.tree else { return false }
        let (exists, warnings) = existence(in: tree)
        app.report(warnings)
        return exists
    }

    /// Whether `tree` has a match for this locator, and any warnings about how it matched.
    func existence(in tree: ElementTree) -> (exists: Bool, warnings: [ResolutionWarning]) {
        Self.existence(of: locator, in: tree)
    }

    /// Whether `tree` has a match for `locator`. Static, so conditions kept by a session
    /// capture the locator and never the app.
    static func existence(of locator: ElementLocator, in tree: ElementTree) -> (exists: Bool, warnings: [ResolutionWarning]) {
        guard let result = try? tree.matches(locator.query) else { return (false, []) }
        switch locator.pick {
        case .only, .first: return (!result.matches.isEmpty, result.warnings)
        case let .index(index): return (result.matches.indices.contains(index), result.warnings)
        }
    }

    /// Whether a tap would land on the element now: it exists, is on screen in its
    /// scrolling container, and nothing (such as an alert) covers it.
    public var isHittable: Bool {
        guard let tree = app.tree, let resolved = try? tree.resolve(locator) else { return false }
        return tree.isHittable(at: resolved.path)
    }

    // MARK: - Attributes

    /// The element as it is now.
    ///
    /// - Throws: `DriverError` (`noSuchElement`, `multipleMatches`, `appNotRunning`).
    public func snapshot() throws(DriverError) -> ElementSnapshot {
        try resolveNow(for: "read").element
    }

    /// The visible, localised text.
    public var label: String { get throws(DriverError) { try snapshot().label } }
    /// The developer-assigned identifier.
    public var identifier: String { get throws(DriverError) { try snapshot().identifier } }
    /// The current value (a field's text), if any.
    public var value: String? { get throws(DriverError) { try snapshot().value } }
    /// The hint an empty field shows.
    public var placeholderValue: String? { get throws(DriverError) { try snapshot().placeholderValue } }
    /// Whether it accepts interaction.
    public var isEnabled: Bool { get throws(DriverError) { try snapshot().isEnabled } }
    /// Whether it is selected.
    public var isSelected: Bool { get throws(DriverError) { try snapshot().isSelected } }
    /// Whether it has keyboard focus.
    public var hasFocus: Bool { get throws(DriverError) { try snapshot().hasFocus } }
    /// Its type.
    public var elementType: ElementType { get throws(DriverError) { try snapshot().elementType } }
    /// Where it is drawn, in terminal cells.
    public var frame: Rect { get throws(DriverError) { try snapshot().frame } }

    /// The element's subtree, one element a line, or why it cannot be found.
    public var debugDescription: String {
        do {
            return try resolveNow(for: "describe").element.dump()
        } catch {
            return "\(locator): \(error.message)"
        }
    }

    // MARK: - Queries inside this element

    /// Every element of `type` inside this one.
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, query: Query(base: .element(locator), steps: [.descendants(type)]))
    }

    /// This element's direct children of `type`.
    public func children(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: app, query: Query(base: .element(locator), steps: [.children(type)]))
    }

    // MARK: - Resolution

    /// Resolves the locator against the latest screen, without waiting.
    func resolveNow(for action: String) throws(DriverError) -> ResolvedElement {
        let session = try app.runningSession(for: "\(action) \(locator)")
        guard let tree = session.latestTree else {
            throw DriverError(.appNotRunning(action: "\(action) \(locator)"))
        }
        do {
            let resolved = try tree.resolve(locator)
            app.report(resolved.warnings)
            return resolved
        } catch {
            throw DriverError(ElementFailure.reason(for: error, waited: .zero, activity: tree.activity), diagnostics: session.diagnostics())
        }
    }
}

/// Turns resolution failures into driver failures.
enum ElementFailure {
    static func reason(for failure: ResolutionFailure, waited: Duration, activity: Activity?) -> DriverError.Reason {
        switch failure {
        case .multipleMatches: .multipleMatches(failure, waited: waited)
        case .noMatch, .indexOutOfRange: .noSuchElement(failure, waited: waited, activity: activity)
        }
    }
}
