import Driver
import DriverTesting
import JourneyScript
import Testing

/// Guide, lesson 9: see every new test fail once, and make a flaky one fail on demand.
@Suite("Guide: seeing a test fail", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection)
struct FailOnceLesson {
    @Test("a journey with its expectation broken on purpose fails, saying what it found")
    func brokenExpectationFails() async throws {
        let result = await JourneyRunner().run(try JourneyParser.parse(Self.brokenOnPurpose, file: "sign-in.journey"))

        #expect(!result.passed)
        #expect(result.failedStep?.step.line == 5)
        #expect(
            result.failedStep.flatMap(\.failure).map { PrintedText($0.message) }
                == PrintedText(#"expected app.staticTexts["dashboardTitle"] label == "Shopping", but its label is "Shop""#))
    }

    static let brokenOnPurpose = """
        launch --uitesting --reset-state
        type "user@example.com" into textFields["emailField"]
        type "securePass1" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        expect staticTexts["dashboardTitle"] label == "Shopping"
        """
}
