import XCTest

final class AppErrorUITests: XCTestCase {
    func testTitle() {
        let app = XCUIApplication()
        let retries: Int = "three"
        XCTAssertEqual(app.staticTexts["title"].label, "Shop")
    }
}
