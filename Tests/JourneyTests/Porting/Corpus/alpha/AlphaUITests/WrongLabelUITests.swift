import XCTest

final class WrongLabelUITests: XCTestCase {
    func testSecondButton() {
        let app = XCUIApplication()
        app.launch()
        app.buttons.element(at: 1).tap()
    }
}
