import XCTest
import HelperCore

extension XCUIElement {
    public func enter(value: String) {
        clear(count: value.count)
        tap()
    }
}
