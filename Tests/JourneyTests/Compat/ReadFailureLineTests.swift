import DriverTesting
import Testing
import XCUITerminal

@Suite("XCUITest reads under Swift Testing", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct ReadFailureLineTests {
    @Test("a failed read inside #expect is recorded at that line")
    func readInsideExpect() throws {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state"]
        app.launch()
        let captured = CapturedFailures()
        let line = #line + 3

        FailureRecorder.$capture.withValue(captured) {
            #expect(app.staticTexts["missingLabel"].label == "", "the read goes on with XCUITest's fallback")
        }

        let failure = try #require(captured.all.first)
        #expect(captured.all.count == 1)
        #expect(failure.line == line)
        #expect(failure.fileID?.hasSuffix("/ReadFailureLineTests.swift") == true)
        #expect(failure.message.hasPrefix(#"noSuchElement: no element matches app.staticTexts["missingLabel"]"#))
        #expect(!failure.isWarning)
    }
}
