import XCTest

struct SettingsScreen {
    let app: XCUIApplication
    var darkMode: XCUIElement { app.buttons["darkMode"] }

    func open() {
        app.launch()
        app.buttons["settings"].tap()
    }
}
