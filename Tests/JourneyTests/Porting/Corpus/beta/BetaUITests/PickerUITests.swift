import XCTest

final class PickerUITests: XCTestCase {
    func testWeekday() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["day"].adjust(toPickerWheelValue: "Monday")
    }
}
