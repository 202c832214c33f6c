import XCTest

final class ElementTypeUITests: XCTestCase {
    func testSwitchOn() {
        let app = XCUIApplication()
        app.launch()
        app.descendants(matching: .toggle).firstMatch.tap()
    }
}
