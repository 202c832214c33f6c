import XCTest

final class DeviceUITests: XCTestCase {
    func testLandscape() {
        XCUIDevice.shared.orientation = .landscapeLeft
        let app = XCUIApplication()
        app.launch()
        app.buttons["rotate"].tap()
    }
}
