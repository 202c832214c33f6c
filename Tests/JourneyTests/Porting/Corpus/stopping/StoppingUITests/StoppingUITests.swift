import XCTest
import Foundation.NSNowhere

final class StoppingUITests: XCTestCase {
    func testLaunch() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["go"].twoFingerTap()
    }
}
