import XCTest
import Kit

struct CheckoutRobot {
    let app: XCUIApplication
    var pay: XCUIElement { app.buttons["pay"] }
    var receipt: XCUIElement { app.staticTexts["receipt"] }

    func start() {
        app.launch()
    }
}
