import XCUITerminal

// A suite written the way iOS engineers write XCUITests: a stored app set up in
// setUpWithError, reads right after actions with no waits written, and a loop that
// relaunches ten times. The app answers requests after 30 ms, so a read that did not
// wait for the app would see the screen before the action's result.
final class ShopUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog", "--latency-ms", "30"]
        app.launch()
    }

    func testSearchNarrowsTheCatalog() {
        app.searchFields["searchField"].tap()
        app.searchFields["searchField"].typeText("wool socks")
        app.buttons["searchButton"].tap()

        XCTAssertEqual(app.staticTexts["productCountLabel"].label, "1 product")
        XCTAssertEqual(app.cells.count, 1)
        XCTAssertEqual(app.cells.firstMatch.label, "Wool Socks")
    }

    func testAddingToCartShowsTheBadge() {
        app.cells["productCell_0"].tap()
        app.buttons["addToCartButton"].tap()

        XCTAssertTrue(app.staticTexts["cartConfirmationLabel"].exists)
        XCTAssertEqual(app.tabBars.staticTexts["cart.badge"].label, "1")
    }

    func testSignInFromOrdersReturnsToTheOrders() {
        app.tabBars.buttons["Orders"].tap()
        app.buttons["signInButton"].tap()
        app.textFields["emailField"].tap()
        app.textFields["emailField"].typeText("user@example.com")
        app.secureTextFields["passwordField"].tap()
        app.secureTextFields["passwordField"].typeText("securePass1")
        app.buttons["loginButton"].tap()

        XCTAssertTrue(app.staticTexts["ordersTitle"].exists)
        XCTAssertEqual(app.staticTexts["emptyOrdersLabel"].label, "No orders yet.")
    }

    func testTheCartSurvivesTenRelaunches() {
        app.cells["productCell_0"].tap()
        app.buttons["addToCartButton"].tap()
        app.launchArguments.removeAll { $0 == "--reset-state" }

        for _ in 0..<10 {
            app.terminate()
            app.launch()
            XCTAssertEqual(app.tabBars.staticTexts["cart.badge"].label, "1")
            XCTAssertTrue(app.staticTexts["dashboardTitle"].exists)
        }
    }
}
