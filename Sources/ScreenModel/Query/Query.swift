/// A lazy description of a set of elements, resolved against a tree only when used,
/// like XCUITest's `XCUIElementQuery` and Playwright's `Locator`.
///
/// Refining a query returns a new one; `description` prints it as it was written:
/// `app.tables.cells["productCell_0"]`.
public struct Query: Sendable, CustomStringConvertible {
    /// Where the query starts: the application, or one element found by another query.
    public var base: QueryBase
    /// The refinements applied in order.
    public var steps: [QueryStep]

    /// Creates a query from a base and steps.
    public init(base: QueryBase = .application, steps: [QueryStep] = []) {
        self.base = base
        self.steps = steps
    }

    /// This query with one more refinement.
    public func appending(_ step: QueryStep) -> Query {
        Query(base: base, steps: steps + [step])
    }

    /// The query as written: `app.tables.cells`.
    public var description: String {
        steps.reduce(base.description) { $0 + $1.description }
    }

    /// The type its matches have: that of its last `descendants` or `children` step
    /// (`secureTextFields["password"]` picks secure text fields); nil when it names none.
    package var pickedType: ElementType? {
        for step in steps.reversed() {
            switch step {
            case let .descendants(type), let .children(type): return type
            case .identifier, .key, .predicate, .containing, .containingPredicate: continue
            }
        }
        return nil
    }

    /// The query as written up to and including step `count - 1`.
    func description(stepCount count: Int) -> String {
        steps.prefix(count).reduce(base.description) { $0 + $1.description }
    }
}

/// Where a query starts.
public indirect enum QueryBase: Sendable, CustomStringConvertible {
    /// The application element.
    case application
    /// The one element another locator finds.
    case element(ElementLocator)

    /// `app`, or the locator as written.
    public var description: String {
        switch self {
        case .application: "app"
        case let .element(locator): locator.description
        }
    }
}

/// One refinement of a query.
public enum QueryStep: Sendable, CustomStringConvertible {
    /// Every descendant of the given type (`.buttons`, `.descendants(matching: .any)`).
    case descendants(ElementType)
    /// Direct children of the given type (`.children(matching: .cell)`).
    case children(ElementType)
    /// Elements whose identifier equals the string (`.matching(identifier:)`) or, as
    /// for `key`, failing that, whose label, value or placeholder does.
    case identifier(String)
    /// The subscript: elements whose identifier equals the key or, when none does,
    /// whose label, value or placeholder does, as in XCUITest (reported as a warning:
    /// those change with copy and locale).
    case key(String)
    /// Elements satisfying a predicate (`.matching(.label(contains: "x"))`).
    case predicate(ElementPredicate)
    /// Elements with a descendant of the type whose identifier, if given, matches
    /// (`.containing(.staticText, identifier: "price")`).
    case containing(ElementType, identifier: String?)
    /// Elements with a descendant satisfying the predicate (`.containing(.label("x"))`).
    case containingPredicate(ElementPredicate)

    /// The step as written in Swift.
    public var description: String {
        switch self {
        case let .descendants(type):
            if let name = type.queryProviderName { return "." + name }
            return ".descendants(matching: .\(type))"
        case let .children(type):
            return ".children(matching: .\(type))"
        case let .identifier(identifier):
            return ".matching(identifier: \(quoted(identifier)))"
        case let .key(key):
            return "[\(quoted(key))]"
        case let .predicate(predicate):
            return ".matching(\(predicate))"
        case let .containing(type, identifier):
            if let identifier { return ".containing(.\(type), identifier: \(quoted(identifier)))" }
            return ".containing(.\(type))"
        case let .containingPredicate(predicate):
            return ".containing(\(predicate))"
        }
    }
}

/// A query narrowed to one element: the only match, the match at an index, or the first.
public struct ElementLocator: Sendable, CustomStringConvertible {
    /// Which of a query's matches a locator picks.
    public enum Pick: Sendable, Hashable {
        /// The only match; several matches are an error.
        case only
        /// The match at this index, in drawing order.
        case index(Int)
        /// The first match, however many there are.
        case first
    }

    /// The query whose matches are picked from.
    public var query: Query
    /// Which match is picked.
    public var pick: Pick

    /// Creates a locator.
    public init(query: Query, pick: Pick) {
        self.query = query
        self.pick = pick
    }

    /// The locator as written: `app.buttons["loginButton"]`, `app.cells.element(boundBy: 2)`.
    public var description: String {
        switch pick {
        case .only:
            if case .application = query.base, query.steps.isEmpty { return "app" }
            if case .key = query.steps.last { return query.description }
            return query.description + ".element"
        case let .index(index):
            return query.description + ".element(boundBy: \(index))"
        case .first:
            return query.description + ".firstMatch"
        }
    }
}
