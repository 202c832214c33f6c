import Foundation
import XCUITerminal

// dooit (a to-do manager from PyPI, unmodified) as an XCUITest would drive it: through
// the Textual adapter's launcher, pressing its letter keys with typeKey. Skipped without
// the virtual environment Scripts/python-env makes.
final class DooitUITests: XCTestCase {
    /// `journey-textual` in the package's .build/python-env.
    static let launcher: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // XCUITestPorts/DooitUITests.swift, JourneyTests, Tests
        return parts.joined(separator: "/") + "/.build/python-env/bin/journey-textual"
    }()

    func makeDooit() throws -> XCUIApplication {
        guard FileManager.default.isExecutableFile(atPath: Self.launcher) else {
            throw XCTSkip("needs the Textual adapter's virtual environment: run Scripts/python-env")
        }
        let app = App(executable: Self.launcher)
        app.launchTimeout = .seconds(60)
        app.actionTimeout = .seconds(15)
        let application = XCUIApplication(app: app)
        application.launchArguments = ["dooit", "--terminal-size", "100x30", "--reset-state"]
        return application
    }

    func testAddedTodoIsDoneAfterRelaunch() throws {
        let app = try makeDooit()
        app.launch()
        XCTAssertTrue(app.staticTexts["status_bar"].waitForExistence(timeout: 30))

        app.typeKey("a", modifierFlags: [])
        typeKeys("Errands\r", in: app)
        XCTAssertTrue(app.cells.matching(.label(contains: "Errands")).firstMatch.waitForExistence(timeout: 15))
        app.typeKey(XCUIKeyboardKey.tab, modifierFlags: [])
        app.typeKey("a", modifierFlags: [])
        typeKeys("Buy milk\r", in: app)
        app.typeKey("c", modifierFlags: [])
        let milk = app.cells.matching(.label(contains: "Buy milk")).firstMatch
        XCTAssertTrue(milk.waitForExistence(timeout: 15))
        XCTAssertTrue(milk.label.hasPrefix("x "), milk.label)

        app.terminate()
        app.launchArguments.removeAll { $0 == "--reset-state" }
        app.launch()
        XCTAssertTrue(app.cells.matching(.label(contains: "Errands")).firstMatch.waitForExistence(timeout: 30))
        app.typeKey("j", modifierFlags: [])
        app.typeKey(XCUIKeyboardKey.tab, modifierFlags: [])
        XCTAssertTrue(milk.waitForExistence(timeout: 15))
        XCTAssertTrue(milk.label.hasPrefix("x "), milk.label)
    }

    /// Presses each character of `text` as a key: dooit edits without a text field.
    func typeKeys(_ text: String, in app: XCUIApplication) {
        for character in text { app.typeKey(String(character), modifierFlags: []) }
    }
}
