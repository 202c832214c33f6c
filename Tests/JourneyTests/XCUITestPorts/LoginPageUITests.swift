import XCUITerminal

// The journeys around the seed's LoginPage, as written for iOS; only the import
// changed. They run under XCTest, like the originals.
final class LoginPageUITests: XCTestCase {
    func testLoginShowsDashboard() {
        let app = XCUIApplication()
        app.launch()
        let loginPage = LoginPage(app: app)

        loginPage.login(email: "user@example.com", password: "securePass1")

        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
    }

    func testLoginShowsErrorForInvalidCredentials() {
        let app = XCUIApplication()
        app.launch()
        let loginPage = LoginPage(app: app)

        loginPage.login(email: "bad@example.com", password: "wrong")

        // Identifier change only requires updating LoginPage, not every test
        XCTAssertTrue(loginPage.errorLabel.waitForExistence(timeout: 5))
    }

    func testLoginSavesSession() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()

        let loginPage = LoginPage(app: app)
        loginPage.login(email: "user@example.com", password: "securePass1")

        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
    }
}
