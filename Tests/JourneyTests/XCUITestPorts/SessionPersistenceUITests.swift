import XCUITerminal

// Beside the seed's `testLoginSavesSession` (kept as the seed wrote it), the test its
// name promises: the session survives the app being terminated and launched again.
final class SessionPersistenceUITests: XCTestCase {
    func testLoginSavesSessionAcrossRelaunch() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        LoginPage(app: app).login(email: "user@example.com", password: "securePass1")
        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))

        app.terminate()
        app.launchArguments = ["--uitesting"]
        app.launch()

        // Signed in already: the shop, not the sign-in screen.
        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
        XCTAssertFalse(LoginPage(app: app).loginButton.exists)
    }

    func testResetStateForgetsTheSavedSession() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        LoginPage(app: app).login(email: "user@example.com", password: "securePass1")
        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))

        app.terminate()
        app.launch()

        XCTAssertTrue(LoginPage(app: app).loginButton.waitForExistence(timeout: 5))
        XCTAssertFalse(app.staticTexts["dashboardTitle"].exists)
    }
}
