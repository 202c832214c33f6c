/// One element a query matched, with where it sits in the tree.
public struct QueryMatch: Sendable, Hashable {
    /// The element as the tree holds it.
    public var element: ElementSnapshot
    /// Where the element sits.
    public var path: ElementPath

    /// Creates a match.
    public init(element: ElementSnapshot, path: ElementPath) {
        self.element = element
        self.path = path
    }
}

/// Everything a query matched in one tree, in drawing order, with any warnings.
public struct QueryResult: Sendable {
    /// The matching elements.
    public var matches: [QueryMatch]
    /// Things that matched in a fragile way (by label instead of identifier).
    public var warnings: [ResolutionWarning]
}

/// The one element a locator found in one tree.
public struct ResolvedElement: Sendable {
    /// The element as the tree holds it.
    public var element: ElementSnapshot
    /// Where it sits.
    public var path: ElementPath
    /// The tree's generation when it was found.
    public var generation: UInt64
    /// Things that matched in a fragile way.
    public var warnings: [ResolutionWarning]
}

/// A match that worked but will break easily.
public enum ResolutionWarning: Sendable, Hashable, CustomStringConvertible {
    /// A subscript key (or `matching(identifier:)`) matched no identifier, only the
    /// element's `attribute` (`label`, `value` or `placeholder`). `identifierQuery` finds
    /// the element by its identifier, when it has one.
    case matchedByLabel(key: String, query: String, element: String, identifierQuery: String?, attribute: String = "label")

    /// A sentence saying what is fragile and how to fix it.
    public var description: String {
        switch self {
        case let .matchedByLabel(_, query, element, identifierQuery?, attribute):
            return "\(query) matched \(element) by its \(attribute), not an identifier; "
                + "\(attribute)s change with copy\(attribute == "value" ? ", input" : "") and locale, so query its identifier instead: \(identifierQuery)"
        case let .matchedByLabel(_, query, element, nil, attribute):
            return "\(query) matched \(element) by its \(attribute), not an identifier; "
                + "\(attribute)s change with copy\(attribute == "value" ? ", input" : "") and locale, so give the element an accessibility identifier and query that"
        }
    }
}

/// Why a locator found no single element.
public enum ResolutionFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing matched. `emptiedBy` is the shortest prefix of the query that already
    /// matched nothing, when that is shorter than the whole.
    case noMatch(locator: String, emptiedBy: String?, suggestions: [Suggestion])
    /// Several elements matched where exactly one was needed.
    case multipleMatches(locator: String, candidates: [Candidate])
    /// `element(boundBy:)` asked past the end of the matches.
    case indexOutOfRange(locator: String, index: Int, count: Int)

    /// An element that might have been meant, with a query that finds it.
    public struct Suggestion: Sendable, Hashable {
        /// Its identifier.
        public var identifier: String
        /// Its type.
        public var elementType: ElementType
        /// A query that finds it, e.g. `app.staticTexts["cart.badge"]`.
        public var query: String
        /// Whether it has exactly the identifier asked for (on another type of element
        /// than the query's), rather than a similar one.
        public var hasSameIdentifier = false
    }

    /// One of several matches, with a query that would pick it alone.
    public struct Candidate: Sendable, Hashable {
        /// The element.
        public var element: ElementSnapshot
        /// Where it sits.
        public var path: ElementPath
        /// A query that matches it and nothing else.
        public var query: String
    }

    /// A message that quotes the query and says what was found instead.
    public var description: String {
        switch self {
        case let .noMatch(locator, emptiedBy, suggestions):
            var message = "no element matches \(locator)"
            if let emptiedBy { message += " (\(emptiedBy) already matches nothing)" }
            if let same = suggestions.first, same.hasSameIdentifier {
                message +=
                    "; "
                    + suggestions.map { "\(article(for: $0.elementType)) \($0.elementType) has that identifier: \($0.query)" }
                    .joined(separator: ", and ")
            } else if !suggestions.isEmpty {
                message +=
                    "; did you mean "
                    + suggestions.map { "\(quoted($0.identifier)) (\($0.query))" }
                    .joined(separator: " or ") + "?"
            }
            return message
        case let .multipleMatches(locator, candidates):
            let shown = candidates.prefix(10).map { "  - \($0.element.summary), found by \($0.query)" }
            let more = candidates.count > 10 ? ["  … and \(candidates.count - 10) more"] : []
            return "\(candidates.count) elements match \(locator) where one was expected:\n"
                + (shown + more).joined(separator: "\n")
        case let .indexOutOfRange(locator, index, count):
            return "no element matches \(locator): the query has \(count) match\(count == 1 ? "" : "es"), so index \(index) is out of range"
        }
    }
}

/// `a` or `an`, for the name of an element type.
private func article(for type: ElementType) -> String {
    guard let first = type.rawValue.first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
}
