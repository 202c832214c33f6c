import XCTest

final class SignInUITests: DeltaTestCase {
    func testWelcome() {
        signIn()
        XCTAssertTrue(app.staticTexts["welcome"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts["name"].label, "Ada")
    }
}
