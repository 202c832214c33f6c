import XCTest

extension XCUIElement {
    public func clear(count: Int) {
        tap()
    }
}
