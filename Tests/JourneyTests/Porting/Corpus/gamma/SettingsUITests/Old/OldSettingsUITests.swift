import XCTest

// Left out of the target by the project's exception: with it, SettingsScreen would be declared twice.
struct SettingsScreen {
    let app: XCUIApplication
}

final class OldSettingsUITests: XCTestCase {
    func testLaunch() {
        SettingsScreen(app: XCUIApplication()).app.launch()
    }
}
