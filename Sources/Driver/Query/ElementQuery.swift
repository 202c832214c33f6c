public import ScreenModel

/// A lazy set of elements of a running app, like XCUITest's `XCUIElementQuery`:
/// nothing is looked up until an element is used, and every use sees the latest screen.
///
/// Refine with subscripts, `matching`, `containing` and the type providers; pick one
/// element with `["identifier"]`, `element`, `element(boundBy:)` or `firstMatch`.
public struct ElementQuery: ElementTypeQueryProvider, Sendable, CustomStringConvertible {
    /// The app the query reads.
    public let app: App
    /// The query as a value.
    public let query: Query

    init(app: App, query: Query) {
        self.app = app
        self.query = query
    }

    /// The query as written: `app.tables.cells`.
    public var description: String { query.description }

    // MARK: - Picking one element

    /// The element whose identifier is `key` (or, failing that, whose label is, with a
    /// warning: labels change with copy and locale).
    public subscript(key: String) -> Element {
        Element(app: app, locator: ElementLocator(query: query.appending(.key(key)), pick: .only))
    }

    /// The only element the query matches; using it fails if several match.
    public var element: Element {
        Element(app: app, locator: ElementLocator(query: query, pick: .only))
    }

    /// The match at `index`, in drawing order (top to bottom, left to right).
    public func element(boundBy index: Int) -> Element {
        Element(app: app, locator: ElementLocator(query: query, pick: .index(index)))
    }

    /// The first match, however many there are.
    public var firstMatch: Element {
        Element(app: app, locator: ElementLocator(query: query, pick: .first))
    }

    // MARK: - Refining

    /// Matches whose identifier is `identifier`.
    public func matching(identifier: String) -> ElementQuery {
        refined(.identifier(identifier))
    }

    /// Matches satisfying `predicate`, e.g. `.label(contains: "Shoes")`.
    public func matching(_ predicate: ElementPredicate) -> ElementQuery {
        refined(.predicate(predicate))
    }

    /// Matches of `type` whose identifier is `identifier`, as XCUITest's `matching(_:identifier:)`.
    public func matching(_ type: ElementType, identifier: String?) -> ElementQuery {
        let byType = type == .any ? self : refined(.predicate(.type(type)))
        return identifier.map { byType.refined(.identifier($0)) } ?? byType
    }

    /// Matches that contain an element of `type`, with `identifier` if given.
    public func containing(_ type: ElementType, identifier: String? = nil) -> ElementQuery {
        refined(.containing(type, identifier: identifier))
    }

    /// Matches that contain an element satisfying `predicate`.
    public func containing(_ predicate: ElementPredicate) -> ElementQuery {
        refined(.containingPredicate(predicate))
    }

    /// Every element of `type` inside the matches.
    public func descendants(matching type: ElementType) -> ElementQuery {
        refined(.descendants(type))
    }

    /// The direct children of `type` of the matches.
    public func children(matching type: ElementType) -> ElementQuery {
        refined(.children(type))
    }

    private func refined(_ step: QueryStep) -> ElementQuery {
        ElementQuery(app: app, query: query.appending(step))
    }

    // MARK: - Reading the latest screen

    /// How many elements match now (0 if the app is not running).
    public var count: Int {
        (try? matchesNow())?.count ?? 0
    }

    /// One element for each current match, each bound to its index.
    public var allElementsBoundByIndex: [Element] {
        (0..<count).map(element(boundBy:))
    }

    /// The current matches' snapshots.
    ///
    /// - Throws: `DriverError` if the app is not running or the query's base is missing.
    public func snapshots() throws(DriverError) -> [ElementSnapshot] {
        try matchesNow().map(\.element)
    }

    private func matchesNow() throws(DriverError) -> [QueryMatch] {
        let session = try app.runningSession(for: "read \(query)")
        guard let tree = session.latestTree else { return [] }
        do {
            let result = try tree.matches(query)
            app.report(result.warnings)
            return result.matches
        } catch {
            throw DriverError(.noSuchElement(error, waited: .zero, activity: tree.activity), diagnostics: session.diagnostics())
        }
    }
}

extension App: ElementTypeQueryProvider {
    /// Every element of `type` on screen.
    public func descendants(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: self, query: Query(steps: [.descendants(type)]))
    }

    /// The app's direct children of `type` (its windows).
    public func children(matching type: ElementType) -> ElementQuery {
        ElementQuery(app: self, query: Query(steps: [.children(type)]))
    }
}
