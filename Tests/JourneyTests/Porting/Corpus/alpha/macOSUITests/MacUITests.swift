import XCTest

final class MacUITests: XCTestCase {
    func testMenu() {
        XCUIApplication().menuBars.element.click()
    }
}
