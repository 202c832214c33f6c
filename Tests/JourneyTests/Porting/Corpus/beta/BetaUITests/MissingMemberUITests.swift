import XCTest
import UITestKit

final class MissingMemberUITests: XCTestCase {
    func testZoom() {
        let app = XCUIApplication()
        app.buttons["map"].twoFingerTap()
        app.buttons["map"].clearAndType("x")
    }
}
