public import ScreenModel

/// A lazy set of elements of a running app, like XCUITest's `XCUIElementQuery`:
/// nothing is looked up until an element is used, and every use sees the latest screen.
///
/// Refine with subscripts, `matching`, `containing` and the type providers; pick one
/// element with `["identifier"]`, `element`, `element(boundBy:)` or `firstMatch`.
public struct ElementQuery: ElementTypeQueryProvider, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
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

    /// The query as written and what it matches on the latest screen, one match a line:
    /// `app.tabBars: 1 match`. Reads the latest screen as it is, without waiting.
    public var debugDescription: String {
        let matches = (try? instant.snapshots()) ?? []
        return "\(query): \(matches.count) match\(matches.count == 1 ? "" : "es")"
            + matches.map { "\n  " + $0.dumpLine() }.joined()
    }

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

    /// The only match of `type` with `identifier` (if given), as XCUITest's
    /// `element(matching:identifier:)`.
    public func element(matching type: ElementType, identifier: String? = nil) -> Element {
        matching(type, identifier: identifier).element
    }

    /// The only match satisfying `predicate`.
    public func element(matching predicate: ElementPredicate) -> Element {
        matching(predicate).element
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

    // MARK: - Reading

    /// How many elements match once the app is idle.
    ///
    /// Like every read, it first waits until the app has finished what it was doing (up
    /// to `app.actionTimeout`); `instant.count` reads the latest screen as it is.
    ///
    /// - Throws: `DriverError` (`timeout`, `noSuchElement` when the query's base is
    ///   missing, `appNotRunning`, `appCrashed`).
    public var count: Int {
        get async throws(DriverError) { try await snapshots().count }
    }

    /// One element for each match once the app is idle, each bound to its index.
    public var allElementsBoundByIndex: [Element] {
        get async throws(DriverError) { (0..<(try await count)).map(element(boundBy:)) }
    }

    /// The matches' snapshots once the app is idle, in drawing order.
    ///
    /// - Throws: `DriverError` (`timeout`, `noSuchElement` when the query's base is
    ///   missing, `appNotRunning`, `appCrashed`).
    public func snapshots() async throws(DriverError) -> [ElementSnapshot] {
        let (session, tree, waited) = try await app.settledTree(for: DriverError.Attempt(.read, on: ElementLocator(query: query, pick: .first)))
        return try app.matches(query, in: tree, session: session, waited: waited).map(\.element)
    }

    /// The query on the latest screen the app pushed, read at once, without waiting:
    /// `app.cells.instant.count`.
    public var instant: Instant { Instant(query: self) }

    /// Reads of a query's latest screen, without waiting.
    public struct Instant: Sendable {
        /// The query read.
        public let query: ElementQuery

        /// How many elements match now (0 if the app is not running).
        public var count: Int {
            (try? snapshots())?.count ?? 0
        }

        /// The current matches' snapshots.
        ///
        /// - Throws: `DriverError` if the app is not running or the query's base is missing.
        public func snapshots() throws(DriverError) -> [ElementSnapshot] {
            let app = query.app
            let session = try app.runningSession(for: DriverError.Attempt(.read, on: ElementLocator(query: query.query, pick: .first)))
            guard let tree = session.latestTree else { return [] }
            return try app.matches(query.query, in: tree, session: session, waited: .zero).map(\.element)
        }
    }
}

extension App {
    /// Every match of `query` in `tree`, reporting fragile matches; a missing base
    /// element fails with the session's diagnostics.
    func matches(_ query: Query, in tree: ElementTree, session: AppSession, waited: Duration) throws(DriverError) -> [QueryMatch] {
        do {
            let result = try tree.matches(query)
            report(result.warnings)
            return result.matches
        } catch {
            throw DriverError.atCaller(.noSuchElement(error, waited: waited, activity: tree.activity), diagnostics: session.diagnostics())
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
