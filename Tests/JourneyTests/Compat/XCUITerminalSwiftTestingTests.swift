import DriverTesting
import Testing
import XCUITerminal

@Suite("XCUITest API under Swift Testing", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct XCUITerminalSwiftTestingTests {
    @Test("a failed tap records an issue at the caller's line with the driver's message, and the test goes on")
    func failedTapRecordsIssueAtCaller() throws {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            app.buttons["loginButon"].tap(); let tapLine = #line
            #expect(captured.all.map(\.line) == [tapLine])
        }

        let failure = try #require(captured.all.first)
        #expect(failure.fileID?.hasSuffix("/XCUITerminalSwiftTestingTests.swift") == true)
        #expect(failure.message.contains("did you mean \"loginButton\""))
        #expect(!failure.isWarning)
        #expect(app.textFields["emailField"].exists)
    }

    @Test("queries read the latest screen: count, labels, values, predicates")
    func queriesReadLatestScreen() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()

        app.textFields["emailField"].typeText("user@example.com")

        #expect(app.textFields["emailField"].value as? String == "user@example.com")
        #expect(app.buttons["loginButton"].isEnabled == false)
        #expect(app.descendants(matching: .any).matching(identifier: "passwordField").count == 1)
        #expect(app.staticTexts.matching(#Predicate<ElementSnapshot> { $0.label.contains("Sign") }).count == 1)
        #expect(app.navigationBars.containing(.label("Sign In")).count == 1)
        #expect(app.screenshot().text.contains("Email [user@example.com_"))
        #expect(app.state == .runningForeground)
    }

    @Test("terminate and wait(for:timeout:) report the app's state")
    func terminateAndState() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting"]
        app.launch()

        app.terminate()

        #expect(app.wait(for: .notRunning, timeout: 1))
        #expect(app.state == .notRunning)
    }
}
