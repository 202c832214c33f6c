import XCTest

final class MissingXCTestUITests: XCTestCase {
    func testFlakyBanner() {
        let app = XCUIApplication()
        XCTExpectFailure("the banner comes late")
        XCTAssertTrue(app.staticTexts["banner"].exists)
        measure(metrics: [XCTMemoryMetric(application: app)]) { app.launch() }
    }
}
