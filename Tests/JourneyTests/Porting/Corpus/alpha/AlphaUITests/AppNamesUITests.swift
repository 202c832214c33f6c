import XCTest

final class AppNamesUITests: XCTestCase {
    func testSignIn() {
        let app = XCUIApplication()
        app.launch()
        app.buttons[AccessibilityIdentifiers.signIn].tap()
        XCTAssertTrue(app.staticTexts["welcome"].exists)
        app.launch(withStubs: "orders.json", toURL: "/orders")
        app.launch(
            withStubs: app.staticTexts["cart"].label
        )
    }
}
