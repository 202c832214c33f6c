import XCTest

class BaseTestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        app.launchArguments = ["--uitesting"]
        app.launch()
    }
}
