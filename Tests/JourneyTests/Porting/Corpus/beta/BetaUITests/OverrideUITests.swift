import XCTest

final class OverrideUITests: XCTestCase {
    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }

    func testLaunch() {
        XCUIApplication().launch()
    }
}
