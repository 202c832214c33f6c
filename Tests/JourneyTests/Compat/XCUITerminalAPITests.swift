import Foundation
import DriverTesting
import Testing
import XCUITerminal

/// XCUITest's API over the driver, call by call, against the real app: what each
/// attribute, action and query returns, and what a failure records.
@Suite("XCUITest API, call by call", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct XCUITerminalAPITests {
    func launched(_ arguments: [String]) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"] + arguments
        app.launch()
        return app
    }

    @Test("an element's attributes: identifier, label, value, placeholder, type, frame, flags")
    func attributes() {
        let app = launched([])
        let email = app.textFields["emailField"]

        email.tap()

        #expect(email.identifier == "emailField")
        #expect(email.elementType == .textField)
        #expect(email.placeholderValue != nil)
        #expect((email.value as? String) == "")
        #expect(email.hasFocus)
        #expect(!app.secureTextFields["passwordField"].hasFocus)
        #expect(email.isHittable)
        #expect(email.frame.width > 0 && email.frame.height == 1)
        #expect(app.staticTexts["loginTitle"].label == "Sign In")
        #expect(app.buttons["loginButton"].isEnabled == false)
        #expect(email.debugDescription.contains("#emailField"))
        #expect(app.debugDescription.contains("#loginButton"))
        #expect(app.exists && app.isHittable)
    }

    @Test("the selected tab is selected, the others are not")
    func selection() {
        let app = launched(["--mock-catalog"])

        app.tabBars.buttons["Cart"].tap()

        #expect(app.tabBars.buttons["Cart"].isSelected)
        #expect(!app.tabBars.buttons["Shop"].isSelected)
    }

    @Test("queries: element, element(boundBy:), firstMatch, count, allElementsBoundByIndex, matching and containing")
    func queries() {
        let app = launched(["--mock-catalog"])
        let cells = app.tables["productTable"].cells

        #expect(cells.count > 5)
        #expect(cells.element(boundBy: 1).identifier == "productCell_1")
        #expect(cells.firstMatch.identifier == "productCell_0")
        #expect(cells.allElementsBoundByIndex.map(\.identifier).prefix(3) == ["productCell_0", "productCell_1", "productCell_2"])
        #expect(app.navigationBars.element.identifier == "shopNavigationBar")
        #expect(cells.matching(identifier: "productCell_1").count == 1)
        #expect(app.descendants(matching: .any).matching(.cell, identifier: "productCell_2").count == 1)
        #expect(app.descendants(matching: .any).matching(.cell, identifier: nil).count == cells.count)
        #expect(app.descendants(matching: .any).matching(.any, identifier: "searchField").count == 1)
        #expect(cells.matching(.label(contains: "Running Shoes")).count == 2)
        #expect(app.tabBars.containing(.button, identifier: "Cart").count == 1)
        #expect(app.tabBars.containing(.button, identifier: "Nope").count == 0)
        #expect(app.tabBars.containing(.label("Orders")).count == 1)
        #expect(app.tabBars.containing(#Predicate<ElementSnapshot> { $0.identifier == "Profile" }).count == 1)
        #expect(app.tabBars.element.children(matching: .button).count == 4)
        #expect(app.tabBars.children(matching: .button).count == 4)
        #expect(app.tabBars.element.descendants(matching: .button).count == 4)
        #expect(app.tables["productTable"].debugDescription.contains("#productTable"))
        #expect(cells.matching(identifier: "productCell_0").debugDescription.hasSuffix("1 match\n  " + cells.firstMatch.debugDescription.split(separator: "\n")[0]))
    }

    @Test("a query's description says how many match, in the singular for one")
    func queryDescription() {
        let app = launched(["--mock-catalog"])

        #expect(app.tabBars.debugDescription.contains(": 1 match\n"))
        #expect(app.tabBars.buttons.debugDescription.contains(": 4 matches\n"))
        #expect(app.alerts.debugDescription.hasSuffix(": 0 matches"))
    }

    @Test("swipes move a table, and double tap, typeText and waits act as in XCUITest")
    func actions() {
        let app = launched(["--mock-catalog"])
        let table = app.tables["productTable"]
        let lastRow = table.cells["productCell_34"]
        #expect(!lastRow.isHittable)

        for _ in 0..<10 { table.swipeUp() }
        #expect(lastRow.isHittable)
        for _ in 0..<10 { app.swipeDown() }
        #expect(!lastRow.isHittable)
        app.swipeUp()
        #expect(!table.cells["productCell_0"].isHittable)

        app.searchFields["searchField"].typeText("socks")
        app.buttons["searchButton"].doubleTap()
        #expect(table.cells.firstMatch.waitForExistence(timeout: 5))
        #expect(table.cells.count == 1)
        #expect(app.activityIndicators["catalogActivity"].waitForNonExistence(timeout: 5))
    }

    @Test("a swipe with a velocity scrolls as a plain one does")
    func swipesWithVelocity() {
        let app = launched(["--mock-catalog"])
        let table = app.tables["productTable"]
        let lastRow = table.cells["productCell_34"]

        for _ in 0..<10 { table.swipeUp(velocity: .fast) }
        #expect(lastRow.isHittable)
        for _ in 0..<10 { table.swipeDown(velocity: .slow) }

        #expect(!lastRow.isHittable)
        #expect(table.cells["productCell_0"].isHittable)
    }

    @Test("launch environment reaches the app, the screenshot shows the screen, and the state follows the app")
    func application() {
        let app = XCUIApplication()
        app.launchEnvironment = ["DEMOAPP_UITESTING": "1", "DEMOAPP_MOCK_CATALOG": "1"]
        app.launch()

        #expect(app.launchEnvironment["DEMOAPP_MOCK_CATALOG"] == "1")
        #expect(app.screenshot().text.contains("Canvas Tote Bag"))
        #expect(app.screenshot().description == app.screenshot().text)
        #expect(app.wait(for: .runningForeground, timeout: 1))
        #expect(app.state == .runningForeground)
        #expect(app.app.state == .runningForeground)
    }

    @Test("reading an attribute of a missing element records a failure and answers the fallback")
    func missingElementAttribute() {
        let app = launched([])
        var label = "unread"

        let captured = CapturedFailures()
        let line = #line + 2
        FailureRecorder.$capture.withValue(captured) {
            label = app.buttons["nowhere"].label
        }

        #expect(captured.all.count == 1)
        #expect(captured.all.first?.line == line)
        #expect(captured.all.first?.message.contains("no element matches app.buttons[\"nowhere\"]") == true)
        #expect(label == "")
        #expect(!app.buttons["nowhere"].exists)
    }

    @Test("a wait on a missing element returns false at once on an idle app; one that needs no wait returns true")
    func waits() {
        let app = launched([])

        #expect(!app.buttons["nowhere"].waitForExistence(timeout: 30))
        #expect(app.buttons["nowhere"].waitForNonExistence(timeout: 30))
        #expect(app.waitForExistence(timeout: 1))
    }
}
