import XCTest

final class LoginUITests: BaseTestCase {
    func testSignIn() {
        app.buttons[Identifiers.signIn].tap()
        XCTAssertTrue(app.staticTexts["welcome"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts["name"].label, "Ada")
    }
}
