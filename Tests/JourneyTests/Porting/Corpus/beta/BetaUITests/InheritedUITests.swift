import XCTest

final class InheritedUITests: AppTestCase {
    func testLaunch() {
        continueAfterFailure = false
        XCUIApplication().launch()
    }
}
