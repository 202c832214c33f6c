import XCTest

class DeltaTestCase: XCTestCase {
    let app = XCUIApplication()

    func signIn() {
        app.launch()
        app.buttons["signIn"].tap()
    }
}
