import Driver
public import Foundation
import ScreenModel

/// XCUITest's format predicates on Linux, where Foundation's `NSPredicate` cannot
/// parse a format: `NSPredicate(format: "label CONTAINS[c] %@", "shoes")`.
///
/// It takes Foundation's name, so a suite written for iOS compiles unchanged, and it is
/// a Foundation predicate, so it goes wherever one does: in a file that imports Foundation
/// too, `NSPredicate { … }` is Foundation's own block predicate, which XCUITerminal's API
/// takes as well, as it takes Foundation's `NSCompoundPredicate` of these. It parses the subset UI tests
/// use (see `PredicateFormatError` for the whole list) and is evaluated on elements:
/// in `matching(_:)`, `containing(_:)` and `element(matching:)`, and in waits through
/// `XCTNSPredicateExpectation`, `expectation(for:evaluatedWith:)`, `XCTWaiter` and
/// `waitForExpectations(timeout:)`. A format outside that subset records a failure at
/// the line that made it, saying what is not supported, and matches nothing.
open class NSPredicate: Foundation.NSPredicate {
    /// The format as written.
    public let predicateFormatText: String
    /// The parsed predicate, or why the format is not supported.
    let parsed: Result<PredicateFormat, PredicateFormatError>
    private let block: (@Sendable (Any?) -> Bool)?

    /// A predicate from a format string and the arguments for its `%@`, `%d` and `%K`.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and its arguments, some of them lists for `IN`
    /// (`NSPredicate(format: "label IN %@", ["Tea", "Coffee"])`): on Linux an array is no
    /// `CVarArg`, as it is on iOS, where it bridges to `NSArray`.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and an array of arguments.
    public init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        predicateFormatText = predicateFormat
        do {
            parsed = .success(try PredicateFormat.parse(predicateFormat, arguments: arguments ?? []))
        } catch {
            parsed = .failure(error)
            FailureRecorder.record(error.description, at: nil)
        }
        block = nil
        super.init(value: true)
    }

    /// A predicate that holds when `block` says so, as Foundation's `NSPredicate(block:)`.
    /// On elements it is evaluated with the `XCUIElement` (or query) it is about. Where
    /// Foundation's is in scope too, Foundation's is chosen (it behaves the same here).
    @_disfavoredOverload
    public init(block: @escaping @Sendable (Any?, [String: Any]?) -> Bool) {
        predicateFormatText = "BLOCKPREDICATE"
        parsed = .success(.truth(nil, true))
        self.block = { block($0, nil) }
        super.init(value: true)
    }

    /// Not supported: predicates are not archived.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The format as written.
    open override var predicateFormat: String { predicateFormatText }

    /// Whether the predicate holds for `object`, as `evaluate(with:)`: Foundation's
    /// `NSCompoundPredicate` asks its subpredicates this way.
    open override func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool {
        evaluate(with: object)
    }

    /// Whether the predicate holds for `object`: an `XCUIElement` (read once the app is
    /// idle), an `XCUIElementQuery` (its `count`), or an `ElementSnapshot`.
    open override func evaluate(with object: Any?) -> Bool {
        if let block { return block(object) }
        guard case let .success(predicate) = parsed else { return false }
        switch object {
        case let snapshot as ElementSnapshot:
            return predicate.evaluate(PredicateSubject(element: snapshot))
        case let element as XCUIElement:
            return predicate.evaluate(element.predicateSubject(reading: predicate.keys))
        case let query as XCUIElementQuery:
            return predicate.evaluate(PredicateSubject(snapshot: nil, exists: query.count > 0, isHittable: nil, count: query.count))
        default:
            return false
        }
    }

    /// Whether the predicate holds for `object` on `tree`, for waits that check each
    /// screen the app pushes.
    func holds(for object: Any?, in tree: ElementTree) -> Bool {
        switch object {
        case let element as XCUIElement:
            let frozen = XCUIElement(element.element, frozenIn: tree)
            if let block { return block(frozen) }
            guard case let .success(predicate) = parsed else { return false }
            return predicate.evaluate(frozen.predicateSubject(reading: predicate.keys))
        case let query as XCUIElementQuery:
            let matches = (try? tree.matches(query.query.query))?.matches.count ?? 0
            if let block { return block(query) }
            guard case let .success(predicate) = parsed else { return false }
            return predicate.evaluate(PredicateSubject(snapshot: nil, exists: matches > 0, isHittable: nil, count: matches))
        default:
            return evaluate(with: object)
        }
    }

    /// The predicate as a query step's condition on one element.
    var elementPredicate: ElementPredicate {
        let description = "NSPredicate(format: \(predicateFormatText.quotedLiteral))"
        if let block { return ElementPredicate(description) { block($0) } }
        switch parsed {
        case let .success(predicate):
            if predicate.keys.contains(where: { $0 == .isHittable || $0 == .count }) {
                FailureRecorder.record(
                    PredicateFormatError(
                        format: predicateFormatText,
                        problem: "a query's matching(_:) sees each element alone, so it cannot tell isHittable or count; "
                            + "check those on the element instead"
                    ).description, at: nil)
            }
            return ElementPredicate(description) { predicate.evaluate(PredicateSubject(element: $0)) }
        case .failure:
            return ElementPredicate(description) { _ in false }
        }
    }
}

extension XCUIElement {
    /// What a predicate reading `keys` needs of this element, read once.
    func predicateSubject(reading keys: [PredicateFormat.Key]) -> PredicateSubject {
        let exists = self.exists
        guard exists else { return PredicateSubject(snapshot: nil, exists: false, isHittable: false, count: nil) }
        let needsSnapshot = keys.contains { ![.exists, .isHittable, .count].contains($0) }
        let snapshot: ElementSnapshot? = if let frozen { try? frozen.resolve(element.locator).element } else if needsSnapshot { read(nil) { try await $0.snapshot() } } else { nil }
        let hittable: Bool? = keys.contains(.isHittable) ? isHittable : nil
        return PredicateSubject(snapshot: snapshot, exists: true, isHittable: hittable, count: nil)
    }
}

extension Foundation.NSPredicate {
    /// Whether the predicate holds for `object` on `tree`: one of XCUITerminal's, as it
    /// says; any other Foundation predicate (a block, a compound) evaluated with the
    /// element as it is on that screen.
    func holdsOnScreen(for object: Any?, in tree: ElementTree) -> Bool {
        if let predicate = self as? NSPredicate { return predicate.holds(for: object, in: tree) }
        switch object {
        case let element as XCUIElement: return evaluate(with: XCUIElement(element.element, frozenIn: tree))
        default: return evaluate(with: object)
        }
    }

    /// The predicate as a query step's condition on one element; a Foundation predicate
    /// is given the element as an `ElementSnapshot`.
    var queryCondition: ElementPredicate {
        if let predicate = self as? NSPredicate { return predicate.elementPredicate }
        let box = UncheckedSendable(self)
        return ElementPredicate(messageText) { box.value.evaluate(with: $0) }
    }

    /// How messages show the predicate: its format, or what kind of predicate it is.
    var messageText: String {
        if let predicate = self as? NSPredicate { return predicate.predicateFormatText }
        guard let compound = self as? NSCompoundPredicate else { return "NSPredicate(block:)" }
        let parts = compound.subpredicates.map(\.messageText)
        switch compound.compoundPredicateType {
        case .not: return "NOT " + (parts.first ?? "")
        case .and: return "(" + parts.joined(separator: " AND ") + ")"
        case .or: return "(" + parts.joined(separator: " OR ") + ")"
        @unknown default: return "NSCompoundPredicate"
        }
    }
}
