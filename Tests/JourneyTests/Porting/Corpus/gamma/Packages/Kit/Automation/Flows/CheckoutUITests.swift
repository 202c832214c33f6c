import XCTest

final class CheckoutUITests: XCTestCase {
    func testPay() {
        let robot = CheckoutRobot(app: XCUIApplication())
        robot.start()
        robot.pay.tap()
        XCTAssertTrue(robot.receipt.waitForExistence(timeout: 5))
    }
}
