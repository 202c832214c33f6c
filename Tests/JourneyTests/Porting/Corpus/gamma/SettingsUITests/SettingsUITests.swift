import XCTest

final class SettingsUITests: XCTestCase {
    func testDarkMode() {
        let settings = SettingsScreen(app: XCUIApplication())
        settings.open()
        XCTAssertTrue(settings.darkMode.exists)
    }
}
