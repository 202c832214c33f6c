import Glibc
import XCUITerminal

// dooit (a to-do manager from PyPI, unmodified) as an XCUITest would drive it: through
// the Textual adapter's launcher, with its letter keys typed into the launcher's keyboard
// element. Skipped without the virtual environment Scripts/python-env makes.
final class DooitUITests: XCTestCase {
    /// `journey-textual` in the package's .build/python-env.
    static let launcher: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)  // XCUITestPorts/DooitUITests.swift, JourneyTests, Tests
        return parts.joined(separator: "/") + "/.build/python-env/bin/journey-textual"
    }()

    func makeDooit() throws -> XCUIApplication {
        guard access(Self.launcher, X_OK) == 0 else {
            throw XCTSkip("needs the Textual adapter's virtual environment: run Scripts/python-env")
        }
        let app = App(executable: Self.launcher)
        app.launchTimeout = .seconds(60)
        app.actionTimeout = .seconds(15)
        let application = XCUIApplication(app: app)
        application.launchArguments = ["dooit", "--keyboard", "--terminal-size", "100x30", "--reset-state"]
        return application
    }

    func testAddedTodoIsDoneAfterRelaunch() throws {
        let app = try makeDooit()
        app.launch()
        let keyboard = app.textFields["keyboard"]
        XCTAssertTrue(app.staticTexts["status_bar"].waitForExistence(timeout: 30))

        keyboard.typeText("a")
        keyboard.typeText("Errands\n")
        XCTAssertTrue(app.cells.matching(.label(contains: "Errands")).firstMatch.waitForExistence(timeout: 15))
        keyboard.typeText("\t")
        keyboard.typeText("a")
        keyboard.typeText("Buy milk\n")
        keyboard.typeText("c")
        let milk = app.cells.matching(.label(contains: "Buy milk")).firstMatch
        XCTAssertTrue(milk.waitForExistence(timeout: 15))
        XCTAssertTrue(milk.label.hasPrefix("x "), milk.label)

        app.terminate()
        app.launchArguments.removeAll { $0 == "--reset-state" }
        app.launch()
        XCTAssertTrue(app.cells.matching(.label(contains: "Errands")).firstMatch.waitForExistence(timeout: 30))
        keyboard.typeText("j\t")
        XCTAssertTrue(milk.waitForExistence(timeout: 15))
        XCTAssertTrue(milk.label.hasPrefix("x "), milk.label)
    }
}
