import XCTest
import XCUITerminal

// A file that keeps `import XCTest` and adds `import XCUITerminal` beside it, as a person
// porting a suite naturally would. `XCTestCase` must still name XCUITerminal's (the
// override below exists only there), and XCTest's assertions and XCUITest's types must
// resolve as in a file with XCUITerminal's import alone.
final class BothImportsUITests: XCTestCase {
    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }

    func testAFileImportingXCTestBesideXCUITerminalLogsIn() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()

        LoginPage(app: app).login(email: "user@example.com", password: "securePass1")

        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertFalse(app.textFields["emailField"].exists)
    }
}
