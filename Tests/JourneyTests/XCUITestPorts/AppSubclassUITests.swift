import XCUITerminal

// A suite that subclasses XCUIApplication, as many iOS suites do, with a helper of its
// own and overrides of launch() and terminate() that call super's; only the import changed.
final class ShopApplication: XCUIApplication {
    private(set) var launches = 0
    private(set) var terminations = 0

    override func launch() {
        launchArguments += ["--uitesting", "--reset-state"]
        launches += 1
        super.launch()
    }

    override func terminate() {
        terminations += 1
        super.terminate()
    }

    func logIn() {
        LoginPage(app: self).login(email: "user@example.com", password: "securePass1")
    }
}

final class AppSubclassUITests: XCTestCase {
    func testASubclassLaunchesThroughItsOverrideAndItsHelpersDriveTheApp() {
        let app = ShopApplication()

        app.launch()
        app.logIn()

        XCTAssertEqual(app.launches, 1)
        XCTAssertTrue(app.launchArguments.contains("--reset-state"))
        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
        app.terminate()
        XCTAssertEqual(app.terminations, 1)
        XCTAssertEqual(app.state, .notRunning)
        app.activate()
        XCTAssertEqual(app.launches, 2)
        XCTAssertEqual(app.state, .runningForeground)
    }
}
