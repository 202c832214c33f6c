// A stand-in for XCUITerminal with a few of XCUITest's names, so the script's test has
// answers that do not change as XCUITerminal grows. Its NSPredicate subclasses
// Foundation's with a block initializer of its own on purpose: in a file that imports
// Foundation too, `NSPredicate { … }` is ambiguous.
@_exported import XCTest
import Foundation

open class XCUIElement {
    public enum ElementType { case button, staticText }
    public init() {}
    public func descendants(matching type: ElementType) -> XCUIElementQuery { XCUIElementQuery() }
    open func tap() {}
    public var exists: Bool { false }
    public var label: String { "" }
    public func waitForExistence(timeout: Double) -> Bool { false }
    public var buttons: XCUIElementQuery { XCUIElementQuery() }
    public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
}

public final class XCUIElementQuery {
    public init() {}
    public subscript(key: String) -> XCUIElement { XCUIElement() }
    public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
    public var count: Int { 0 }
    public var firstMatch: XCUIElement { XCUIElement() }
}

public final class XCUIApplication: XCUIElement {
    public override init() {}
    public func launch() {}
    public var launchArguments: [String] = []
}

open class NSPredicate: Foundation.NSPredicate {
    public init(block: @escaping @Sendable (Any?, [String: Any]?) -> Bool) {
        super.init(value: true)
    }

    public required init?(coder: NSCoder) { nil }
}
