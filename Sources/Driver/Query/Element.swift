public import ScreenModel

/// One element of a running app, found lazily by a locator, like XCUITest's
/// `XCUIElement`: each use resolves it against the app's screen.
///
/// Reads (`exists`, `label`, `isEnabled`, …) first let the app finish what it is
/// doing, so a read right after an action sees that action's result; `instant` reads
/// the latest screen as it is. Actions wait until the element is actionable (see `tap()`).
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

    /// The element's subtree on the latest screen, one element a line, or why it cannot
    /// be found. Reads the latest screen as it is, without waiting.
    public var debugDescription: String {
        do {
            return try instant.resolved(for: .describe).element.dump()
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

    /// The first of the element's matches, however many there are, as XCUITest's
    /// `firstMatch`: `app.buttons["Save"].firstMatch` never fails for being ambiguous.
    public var firstMatch: Element {
        guard locator.pick == .only else { return self }
        return Element(app: app, locator: ElementLocator(query: locator.query, pick: .first))
    }

    // MARK: - Existence

    /// Whether several elements match where one is needed, on `tree`: reading this
    /// element's attributes there is an error, not a value.
    package func matchesSeveral(in tree: ElementTree) -> Bool {
        do throws(ResolutionFailure) {
            _ = try tree.resolve(locator)
            return false
        } catch {
            if case .multipleMatches = error { return true }
            return false
        }
    }

    /// Whether `tree` has a match for `locator`, and any warnings about how it matched.
    /// Static, so conditions kept by a session capture the locator and never the app.
    package static func existence(of locator: ElementLocator, in tree: ElementTree) -> (exists: Bool, warnings: [ResolutionWarning]) {
        guard let result = try? tree.matches(locator.query) else { return (false, []) }
        switch locator.pick {
        case .only, .first: return (!result.matches.isEmpty, result.warnings)
        case let .index(index): return (result.matches.indices.contains(index), result.warnings)
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
