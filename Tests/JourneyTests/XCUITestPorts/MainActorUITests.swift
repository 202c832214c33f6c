// A Swift 6 suite's class, isolated to the main actor for its own state, ported with
// one change beyond the import: SwiftPM's generated list of tests sees XCUITerminal's
// testCase(_:) only when the test target re-exports XCUITerminal, which one file of the
// target does (this one) with `@_exported`.
@_exported import XCUITerminal

@MainActor
final class MainActorUITests: XCTestCase {
    private var app: XCUIApplication?

    override func setUp() async throws {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        self.app = app
    }

    func testAMainActorTestRunsOnTheMainActorAndLogsIn() throws {
        MainActor.assertIsolated()
        let app = try XCTUnwrap(app)
        app.launch()

        LoginPage(app: app).login(email: "user@example.com", password: "securePass1")

        XCTAssertTrue(app.staticTexts["dashboardTitle"].waitForExistence(timeout: 5))
    }

    func testAMainActorTestThatDoesNotThrowRunsToo() {
        MainActor.assertIsolated()
        XCTAssertNotNil(app)
    }
}
