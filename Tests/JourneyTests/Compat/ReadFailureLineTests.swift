import Testing
import XCUITerminal

@Suite("XCUITest reads under Swift Testing")
struct ReadFailureLineTests {
    @Test("a failed read inside #expect is recorded at that line")
    func readInsideExpect() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state"]
        app.launch()
        let line = #line + 3

        withKnownIssue {
            #expect(app.staticTexts["missingLabel"].label == "")
        } matching: { issue in
            issue.sourceLocation?.line == line
        }
    }
}
