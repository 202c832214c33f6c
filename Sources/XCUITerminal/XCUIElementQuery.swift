public import Driver
public import Foundation
public import ScreenModel

/// A lazy set of elements with XCUITest's API; nothing is looked up until used. It
/// wraps the driver's `ElementQuery`: every refinement is the native one.
public final class XCUIElementQuery: ElementTypeQueryProvider, @unchecked Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The driver's query this one stands for.
    public let query: ElementQuery

    init(_ query: ElementQuery) {
        self.query = query
    }

    /// The query as written: `app.tables.cells`.
    public var description: String { query.description }

    // MARK: - Picking one element

    /// The element whose identifier is `key` (or, with a warning, whose label, value,
    /// placeholder or title is).
    public subscript(key: String) -> XCUIElement { XCUIElement(query[key]) }

    /// The only match.
    public var element: XCUIElement { XCUIElement(query.element) }

    /// The match at `index`.
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement(query.element(boundBy: index)) }

    /// The first match.
    public var firstMatch: XCUIElement { XCUIElement(query.firstMatch) }

    /// The only match of `elementType` with `identifier`, if given.
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        XCUIElement(query.element(matching: elementType, identifier: identifier))
    }

    /// The only match satisfying `predicate` (a format predicate, a block or a compound of them).
    public func element(matching predicate: Foundation.NSPredicate) -> XCUIElement {
        XCUIElement(query.element(matching: predicate.queryCondition))
    }

    // MARK: - Reading

    /// How many elements match, once the app is idle.
    public var count: Int {
        let query = query
        return BlockingBridge.runRecordingFailure(at: nil, fallback: 0) { try await query.count }
    }

    /// One element for each match, once the app is idle.
    public var allElementsBoundByIndex: [XCUIElement] {
        let query = query
        return BlockingBridge.runRecordingFailure(at: nil, fallback: []) { try await query.allElementsBoundByIndex }
            .map { XCUIElement($0) }
    }

    /// The query as written, and what it matches on the latest screen.
    public var debugDescription: String { query.debugDescription }

    // MARK: - Refining

    /// Matches whose identifier (or, with a warning, label, value, placeholder or title)
    /// is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery { XCUIElementQuery(query.matching(identifier: identifier)) }

    /// Matches of `elementType` whose identifier is `identifier`, if given.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(query.matching(elementType, identifier: identifier))
    }

    /// Matches satisfying `predicate`, e.g. `.label(contains: "Shoes")`.
    public func matching(_ predicate: ElementPredicate) -> XCUIElementQuery { XCUIElementQuery(query.matching(predicate)) }

    /// Matches satisfying a format predicate: `matching(NSPredicate(format: "label CONTAINS %@", "Shoes"))`,
    /// or a block predicate, or an `NSCompoundPredicate` of them.
    public func matching(_ predicate: Foundation.NSPredicate) -> XCUIElementQuery { matching(predicate.queryCondition) }

    /// Matches satisfying a Swift predicate over element attributes:
    /// `matching(#Predicate { $0.label.contains("Shoes") })`.
    public func matching(_ predicate: Predicate<ElementSnapshot>) -> XCUIElementQuery {
        matching(ElementPredicate(swift: predicate))
    }

    /// Matches containing an element of `elementType` with `identifier`, if given.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(query.containing(elementType, identifier: identifier))
    }

    /// Matches containing an element satisfying `predicate`.
    public func containing(_ predicate: ElementPredicate) -> XCUIElementQuery { XCUIElementQuery(query.containing(predicate)) }

    /// Matches containing an element satisfying a format predicate, a block predicate or
    /// an `NSCompoundPredicate` of them.
    public func containing(_ predicate: Foundation.NSPredicate) -> XCUIElementQuery { containing(predicate.queryCondition) }

    /// Matches containing an element satisfying a Swift predicate.
    public func containing(_ predicate: Predicate<ElementSnapshot>) -> XCUIElementQuery {
        containing(ElementPredicate(swift: predicate))
    }

    /// Every element of `type` inside the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(query.descendants(matching: type))
    }

    /// The direct children of `type` of the matches.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(query.children(matching: type))
    }
}

extension ElementPredicate {
    /// Wraps a Foundation `Predicate`; one that cannot be evaluated counts as false.
    init(swift predicate: Predicate<ElementSnapshot>) {
        let box = UncheckedSendable(predicate)
        self.init("#Predicate<ElementSnapshot>") { (try? box.value.evaluate($0)) ?? false }
    }
}
