import Driver
import JourneyScript
import DriverTesting
import Testing

@Suite("Secure text in scripts: running type $NAME", .timeLimit(.minutes(3)), .hangReport)
struct RecordedSecretRunTests {
    let source = """
        launch --uitesting --reset-state
        type "user@example.com" into textFields["emailField"]
        type $PASSWORD_FIELD into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        wait staticTexts["dashboardTitle"] exists
        """

    @Test("type $NAME types the variable's value from the runner's environment")
    func typesTheVariable() async throws {
        let journey = try JourneyParser.parse(source, file: "sign-in.journey")

        let result = await JourneyRunner(environment: ["PASSWORD_FIELD": Account.standard.password]).run(journey)

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    @Test("type $NAME without the variable fails at its step, naming the variable and how to set it")
    func unsetVariableFails() async throws {
        let journey = try JourneyParser.parse(source, file: "sign-in.journey")

        let result = await JourneyRunner(environment: [:]).run(journey)

        let failed = try #require(result.failedStep)
        #expect(failed.step.line == 3)
        #expect(failed.failure?.message.hasPrefix("the environment variable PASSWORD_FIELD is not set") == true)
        #expect(failed.failure?.message.contains("PASSWORD_FIELD=… journey run") == true)
    }
}
