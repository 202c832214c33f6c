import XCTest

let retries = = 3

final class BrokenThirdLineUITests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.buttons["start"].waitForExistence(timeout: 5))
    }
}
