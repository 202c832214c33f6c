import DriverTesting
import Testing
import XCUITerminal

/// What real XCUITest suites use, beyond the seed's examples, against the demo app.
@Suite("XCUITest API that real suites use", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct XCUITerminalPortingTests {
    private func launchedShop(_ extra: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog"] + extra
        app.launch()
        return app
    }

    @Test("NSPredicate(format:) narrows queries, picks elements and says what it cannot parse")
    func formatPredicates() throws {
        let app = launchedShop()

        #expect(app.cells.matching(NSPredicate(format: "identifier MATCHES %@", "productCell_[0-9]")).count == 10)
        #expect(app.cells.matching(NSPredicate(format: "label BEGINSWITH[c] 'canvas' OR label ==[c] %@", "wool socks")).count == 2)
        #expect(app.tables.containing(NSPredicate(format: "identifier CONTAINS %@", "productCell_3")).count == 1)
        #expect(app.cells.element(matching: NSPredicate(format: "label LIKE 'Canvas*Bag'")).identifier == "productCell_0")
        #expect(app.cells.element(matching: NSPredicate(format: "identifier IN %@", ["productCell_3", "noSuchCell"])).identifier == "productCell_3")
        #expect(app.cells.matching(NSPredicate(format: "identifier IN %@", ["productCell_0", "productCell_3"])).count == 2)
        #expect(app.cells.matching(NSPredicate(format: "label IN %@", ["noSuchLabel"])).count == 0)
        #expect(NSPredicate(format: "exists == true AND enabled == 1").evaluate(with: app.buttons["searchButton"]))
        #expect(NSPredicate(format: "count > 30").evaluate(with: app.cells))
        let accented = ElementSnapshot(.staticText, identifier: "dish", label: "Crème Brûlée", frame: Rect(x: 0, y: 0, width: 12, height: 1))
        #expect(NSPredicate(format: "label ==[d] %@", "Creme Brulee").evaluate(with: accented))
        #expect(NSPredicate(format: "label BEGINSWITH[cd] %@", "creme").evaluate(with: accented))
        #expect(!NSPredicate(format: "label ==[c] %@", "creme brulee").evaluate(with: accented), "[c] alone keeps accents")

        let captured = CapturedFailures()
        let line = #line + 2
        FailureRecorder.$capture.withValue(captured) {
            _ = NSPredicate(format: "label BETWEEN {'a', 'b'}")
        }
        let failure = try #require(captured.all.first)
        #expect(captured.all.count == 1)
        #expect(failure.line == line)
        #expect(failure.message.hasPrefix("NSPredicate(format: \"label BETWEEN {'a', 'b'}\") is not supported: the operator BETWEEN is not one it evaluates at character 7."))
    }

    @Test("firstMatch on an element, element(matching:identifier:) and XCUITest's matching by label")
    func elementPicking() {
        let app = launchedShop()
        let captured = CapturedFailures()

        #expect(app.cells.element(matching: .cell, identifier: "productCell_1").label == app.cells.element(boundBy: 1).label)
        #expect(app.buttons.firstMatch.exists)
        #expect(app.staticTexts.matching(identifier: "productCountLabel").element.firstMatch.exists)
        FailureRecorder.$capture.withValue(captured) {
            #expect(app.cells["Wool Socks"].identifier == "productCell_3", "a label matches, with a warning")
        }
        #expect(
            captured.all.map(\.message) == [
                #"app.cells["Wool Socks"] matched cell #productCell_3 "Wool Socks" by its label, not an identifier; labels change with copy and locale, so query its identifier instead: app.cells["productCell_3"]"#
            ])
        #expect(captured.all.map(\.isWarning) == [true])
        #expect(app.staticTexts["productCountLabel"].title == "")
        #expect(app.staticTexts["productCountLabel"].description == "app.staticTexts[\"productCountLabel\"]")
    }

    @Test("wait(for:toEqual:timeout:) waits on pushed screens for an attribute's value")
    func keyPathWait() {
        let app = launchedShop(["--latency-ms", "30"])

        app.searchFields["searchField"].typeText("wool socks\n")

        #expect(app.staticTexts["productCountLabel"].wait(for: \.label, toEqual: "1 product", timeout: 5))
        #expect(!app.staticTexts["productCountLabel"].wait(for: \.label, toEqual: "2 products", timeout: 5), "an idle app answers at once")
    }

    @Test("typed key characters press their keys: deletes clear a field, a line break submits")
    func keyCharacters() {
        let app = launchedShop()
        let field = app.searchFields["searchField"]

        field.typeText("wool socksXX")
        field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 2) + "\n")

        #expect(field.value as? String == "wool socks")
        #expect(app.staticTexts["productCountLabel"].label == "1 product")
    }

    @Test("coordinates tap what is drawn at them; press(forDuration:) presses; XCUIScreen.main shows the screen")
    func coordinatesAndScreen() {
        let app = launchedShop()

        app.cells["productCell_0"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).withOffset(CGVector(dx: 0, dy: 0)).tap()
        #expect(app.buttons["addToCartButton"].exists)
        app.buttons["addToCartButton"].press(forDuration: 1.5)

        #expect(app.tabBars.staticTexts["cart.badge"].label == "1")
        #expect(XCUIScreen.main.screenshot().text.contains("Added to cart"))
        #expect(app.buttons["addToCartButton"].screenshot().text.contains("Add to Cart"))
    }

    @Test("a coordinate at offset .zero, moved by .zero, is the element's top-left corner")
    func zeroOffsetIsTheCorner() {
        let app = launchedShop()
        let cell = app.cells["productCell_0"]
        let frame = cell.frame

        let corner = cell.coordinate(withNormalizedOffset: .zero).withOffset(.zero).screenPoint

        #expect(corner == CGPoint(x: frame.minX, y: frame.minY))
    }

    @Test("a second XCUIApplication() in a test reaches the running app; activate() leaves it running")
    func secondApplicationReachesRunningApp() {
        let app = launchedShop()
        app.cells["productCell_0"].tap()

        let again = XCUIApplication()
        again.activate()

        #expect(again.state == .runningForeground)
        #expect(again.buttons["addToCartButton"].exists)
        #expect(again.app === app.app)
    }

    @Test("XCUIScreen.main shows the app this test runs, not one it made later and never launched")
    func screenOfRunningApp() {
        let app = launchedShop()
        _ = XCUIApplication(executablePath: "/nonexistent/NeverLaunched")

        #expect(XCUIScreen.main.screenshot().text.contains("Canvas Tote Bag"))
        #expect(app.state == .runningForeground)
    }

    @Test("a screenshot of an app that is not running records why and is an empty picture")
    func screenshotOfStoppedApp() {
        let app = XCUIApplication(executablePath: "/nonexistent/NeverLaunched")
        let captured = CapturedFailures()

        let shot = FailureRecorder.$capture.withValue(captured) { app.screenshot() }

        #expect(captured.all.count == 1)
        #expect(shot.screen.size == Size(width: 0, height: 0))
        #expect(shot.text.isEmpty)
    }

    @Test("XCTContext.runActivity runs its block and returns its value")
    func activities() {
        let app = launchedShop()

        let count = XCTContext.runActivity(named: "Search for socks") { activity in
            app.searchFields["searchField"].typeText("wool socks\n")
            return activity.name + ": " + app.staticTexts["productCountLabel"].label
        }

        #expect(count == "Search for socks: 1 product")
    }

    @Test("a failed read in a page object property is recorded at the page object's line")
    func pageObjectReadLine() throws {
        let app = launchedShop()
        let page = ShopScreen(app: app)
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            _ = page.missingTitle
        }

        let failure = try #require(captured.all.first)
        #expect(captured.all.count == 1)
        #expect(failure.line == ShopScreen.missingTitleLine)
        #expect(failure.fileID?.hasSuffix("/XCUITerminalPortingTests.swift") == true)
        #expect(failure.message.hasPrefix(#"noSuchElement: no element matches app.staticTexts["shopTitel"]; did you mean "Shop""#))
    }
}

private struct ShopScreen {
    let app: XCUIApplication
    static let missingTitleLine = #line + 1
    var missingTitle: String { app.staticTexts["shopTitel"].label }
}
