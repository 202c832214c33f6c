import XCTest

final class ConformanceUITests: XCTestCase {
    func testSameButton() {
        let app = XCUIApplication()
        XCTAssertEqual(app.buttons["ok"], app.buttons.firstMatch)
    }
}
