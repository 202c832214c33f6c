import XCTest

final class CleanUITests: XCTestCase {
    func testCount() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting"] // app.buttons["in a comment"].tap()
        app.launch()
        XCTAssertEqual(app.staticTexts.count, 0)
        app.staticTexts.firstMatch.tap()
    }
}
