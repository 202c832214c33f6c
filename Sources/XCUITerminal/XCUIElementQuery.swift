public import Driver
public import Foundation
public import ScreenModel

/// A lazy set of elements with XCUITest's API; nothing is looked up until used.
public final class XCUIElementQuery: ElementTypeQueryProvider, @unchecked Sendable, CustomDebugStringConvertible {
    let driverApp: App
    let query: Query

    init(app: App, query: Query) {
        driverApp = app
        self.query = query
    }

    /// The element whose identifier (or, with a warning, label) is `key`.
    public subscript(key: String) -> XCUIElement {
        XCUIElement(app: driverApp, locator: ElementLocator(query: query.appending(.key(key)), pick: .only))
    }

    /// The only match.
    public var element: XCUIElement {
        XCUIElement(app: driverApp, locator: ElementLocator(query: query, pick: .only))
    }

    /// The match at `index`.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(app: driverApp, locator: ElementLocator(query: query, pick: .index(index)))
    }

    /// The first match.
    public var firstMatch: XCUIElement {
        XCUIElement(app: driverApp, locator: ElementLocator(query: query, pick: .first))
    }

    /// How many elements match now.
    public var count: Int { driverApp.query(query).count }

    /// One element for each current match.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map(element(boundBy:))
    }

    /// Matches whose identifier is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        refined(.identifier(identifier))
    }

    /// Matches of `elementType` whose identifier is `identifier`, if given.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let typed = elementType == .any ? self : refined(.predicate(.type(elementType)))
        return identifier.map { typed.refined(.identifier($0)) } ?? typed
    }

    /// Matches satisfying `predicate`, e.g. `.label(contains: "Shoes")`.
    public func matching(_ predicate: ElementPredicate) -> XCUIElementQuery {
        refined(.predicate(predicate))
    }

    /// Matches satisfying a Swift predicate over element attributes:
    /// `matching(#Predicate { $0.label.contains("Shoes") })`.
    public func matching(_ predicate: Predicate<ElementSnapshot>) -> XCUIElementQuery {
        refined(.predicate(ElementPredicate(swift: predicate)))
    }

    /// Matches containing an element of `elementType` with `identifier`, if given.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        refined(.containing(elementType, identifier: identifier))
    }

    /// Matches containing an element satisfying `predicate`.
    public func containing(_ predicate: ElementPredicate) -> XCUIElementQuery {
        refined(.containingPredicate(predicate))
    }

    /// Matches containing an element satisfying a Swift predicate.
    public func containing(_ predicate: Predicate<ElementSnapshot>) -> XCUIElementQuery {
        refined(.containingPredicate(ElementPredicate(swift: predicate)))
    }

    /// Every element of `type` inside the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        refined(.descendants(type))
    }

    /// The direct children of `type` of the matches.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        refined(.children(type))
    }

    /// The query as written, and what it matches now.
    public var debugDescription: String {
        let matches = (try? driverApp.query(query).snapshots()) ?? []
        return "\(query): \(matches.count) match\(matches.count == 1 ? "" : "es")"
            + matches.map { "\n  " + $0.dumpLine() }.joined()
    }

    private func refined(_ step: QueryStep) -> XCUIElementQuery {
        XCUIElementQuery(app: driverApp, query: query.appending(step))
    }
}

extension ElementPredicate {
    /// Wraps a Foundation `Predicate`; one that cannot be evaluated counts as false.
    init(swift predicate: Predicate<ElementSnapshot>) {
        let box = PredicateBox(predicate: predicate)
        self.init("#Predicate<ElementSnapshot>") { (try? box.predicate.evaluate($0)) ?? false }
    }
}

/// `Predicate` holds key paths the compiler cannot see are Sendable; it is immutable.
private struct PredicateBox: @unchecked Sendable {
    let predicate: Predicate<ElementSnapshot>
}
