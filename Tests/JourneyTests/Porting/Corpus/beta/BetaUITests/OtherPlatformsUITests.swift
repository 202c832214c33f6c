import XCTest

final class OtherPlatformsUITests: XCTestCase {
    func testEverywhere() throws {
        let app = XCUIApplication()
        app.launch()
        try app.performAccessibilityAudit()
        XCUIRemote.shared.press(.select)
        XCTAssertTrue(app.webViews.firstMatch.exists)
        app.buttons["hold"].press(forDuration: 1)
    }
}
