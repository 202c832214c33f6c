import XCUITerminal

// Section 6, "Test Complete User Journeys" and "Wait for Elements Instead of Using
// sleep()", as written for iOS; only the import changed, except where noted.
final class JourneyUITests: XCTestCase {
    func testBrowseToCheckoutJourney() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--mock-catalog"]
        app.launch()

        // Browse → Detail
        app.tables.cells["productCell_0"].tap()
        XCTAssertTrue(app.buttons["addToCartButton"].waitForExistence(timeout: 5))

        // Detail → Cart (validates item actually persists across screens)
        app.buttons["addToCartButton"].tap()
        app.tabBars.buttons["Cart"].tap()
        XCTAssertTrue(app.cells["cartItemCell_0"].waitForExistence(timeout: 5))

        // Cart → Checkout
        app.buttons["checkoutButton"].tap()
        XCTAssertTrue(app.staticTexts["orderSummaryTitle"].waitForExistence(timeout: 5))
    }

    func testSearchResultsAppear() {
        let app = XCUIApplication()
        // Added: a plain launch opens on the sign-in screen (see docs/demo-app.md), so
        // this example needs the scenario that opens in the shop.
        app.launchArguments += ["--uitesting", "--mock-catalog"]
        app.launch()

        app.searchFields["searchField"].tap()
        app.searchFields["searchField"].typeText("running shoes")
        app.buttons["searchButton"].tap()

        // Returns immediately when element appears; fails with descriptive timeout error
        let firstResult = app.cells["productCell_0"]
        XCTAssertTrue(firstResult.waitForExistence(timeout: 10))
    }
}
