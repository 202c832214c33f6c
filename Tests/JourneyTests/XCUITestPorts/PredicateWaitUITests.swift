import Synchronization
import XCUITerminal

// Predicate waits as real suites write them: NSPredicate formats with
// XCTNSPredicateExpectation, expectation(for:evaluatedWith:), XCTWaiter and
// waitForExpectations. The app answers requests after 30 ms.
final class PredicateWaitUITests: XCTestCase {
    var app: XCUIApplication!

    override func setUpWithError() throws {
        app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog", "--latency-ms", "30"]
        app.launch()
    }

    func testAnExpectationForAnElementIsFulfilledWhenItAppears() {
        app.searchFields["searchField"].typeText("wool socks\n")
        let single = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label == %@", "1 product"), object: app.staticTexts["productCountLabel"])

        XCTAssertEqual(XCTWaiter().wait(for: [single], timeout: 5), .completed)
    }

    func testExpectationForEvaluatedWithWaitsForAQuerysCount() {
        expectation(for: NSPredicate(format: "count == 1"), evaluatedWith: app.cells, handler: nil)
        app.searchFields["searchField"].typeText("wool socks\n")

        waitForExpectations(timeout: 5)
    }

    func testWaitForExpectationsWaitsUntilTheExpectationsTheTestMadeAreMet() {
        let met = Mutex(false)
        expectation(for: NSPredicate(format: "count == 1"), evaluatedWith: app.cells) {
            met.withLock { $0 = true }
            return true
        }
        app.searchFields["searchField"].typeText("wool socks\n")

        waitForExpectations(timeout: 5)
        XCTAssertTrue(met.withLock { $0 }, "waitForExpectations returned before the expectation made with expectation(for:evaluatedWith:) was met")
    }

    func testWaitForExpectationsWaitsForAnElementToGo() {
        app.cells["productCell_0"].tap()
        let gone = expectation(for: NSPredicate(format: "exists == false"), evaluatedWith: app.tables["productTable"])

        wait(for: [gone], timeout: 5)
    }

    func testAnExpectationThatNeverHoldsTimesOut() {
        let never = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label CONTAINS 'nothing'"), object: app.staticTexts["productCountLabel"])

        XCTAssertEqual(XCTWaiter.wait(for: [never], timeout: 0.2), .timedOut)
    }
}
