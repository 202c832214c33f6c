import XCTest

extension XCUIElement {
    public func clearAndType(_ text: String) {
        tap()
    }
}
