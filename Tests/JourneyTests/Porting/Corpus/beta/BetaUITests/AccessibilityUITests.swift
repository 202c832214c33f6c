import XCTest

final class AccessibilityUITests: XCTestCase {
    func testSaveIsAnElement() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["save"].isAccessibilityElement)
    }
}
