import Driver
import JourneyScript
import ScreenModel
import DriverTesting
import Testing

@Suite("Journey runner", .timeLimit(.minutes(3)), .hangReport)
struct JourneyRunnerTests {
    let runner = JourneyRunner()

    private func journey(_ source: String, file: String = "test.journey") throws -> Journey {
        try JourneyParser.parse(source, file: file)
    }

    @Test("a sign-in journey passes every step against the real app")
    func signInPasses() async throws {
        let journey = try journey(SampleJourneys.signIn)

        let result = await runner.run(journey)

        #expect(result.passed)
        #expect(result.steps.count == journey.steps.count)
        #expect(result.steps.allSatisfy { $0.passed })
        #expect(result.stepsNotRun.isEmpty)
    }

    @Test("a program journey whose task is cancelled while an expectation waits fails with the cancellation, not with the expectation's whole wait")
    func cancelledProgramExpectation() async throws {
        let journey = try journey(
            """
            run "sh -c 'while :; do :; done'"
            expect screen contains "never shown"
            """)

        // Cancelled once the program runs, so the expectation waits on a cancelled task (the
        // program computes, so the kernel never calls it idle, which would end the wait first).
        let result = await runner.run(journey) { step in
            if case .run = step.step.action { withUnsafeCurrentTask { $0?.cancel() } }
        }

        let failure = try #require(result.failedStep?.failure)
        #expect(result.failedStep?.step.line == 2)
        #expect(failure.message.contains("its task was cancelled"), "\(failure.message)")
        #expect(!failure.message.contains("10 s"), "\(failure.message)")
    }

    @Test("a failed expectation stops the journey at its step, saying what was expected and found, with the screen")
    func failedExpectationStops() async throws {
        let journey = try journey(SampleJourneys.failing)

        let result = await runner.run(journey)

        let failed = try #require(result.failedStep)
        #expect(failed.step.line == 3)
        #expect(failed.failure?.message == #"expected app.staticTexts["dashboardTitle"] label == "Shopping", but its label is "Shop""#)
        #expect(failed.failure?.diagnostics?.tree?.identifiers.contains("dashboardTitle") == true)
        #expect(result.stepsNotRun.map(\.line) == [4])
    }

    @Test("a missing element fails with the driver's message and its suggestion")
    func missingElement() async throws {
        let journey = try journey("launch --uitesting --reset-state\ntap buttons[\"loginButon\"]")

        let result = await runner.run(journey)

        let failure = try #require(result.failedStep?.failure)
        guard case let .driver(error) = failure.reason else {
            Issue.record("expected a driver error, got \(failure)")
            return
        }
        #expect(error.code == .noSuchElement)
        #expect(failure.message.contains(#"did you mean "loginButton""#))
    }

    @Test("wait … gone fails when the element stays, naming it")
    func waitGoneFails() async throws {
        let journey = try journey("launch --uitesting --reset-state\nwait buttons[\"loginButton\"] gone within 50ms")

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message.hasPrefix(#"expected app.buttons["loginButton"] to be gone within"#) == true)
        #expect(result.failedStep?.failure?.message.hasSuffix(#"but it is still there: button #loginButton "Log In""#) == true)
    }

    @Test(
        "expectations on state, value and count",
        arguments: [
            (#"expect buttons["loginButton"] disabled"#, true),
            (#"expect buttons["loginButton"] enabled"#, false),
            (#"expect buttons["loginButton"] not enabled"#, true),
            (#"expect textFields["emailField"] value == """#, true),
            (#"expect textFields["emailField"] placeholder contains "example""#, true),
            (#"expect textFields count == 1"#, true),
            (#"expect buttons count >= 3"#, false),
            (#"expect staticTexts["loginErrorLabel"] not exists"#, true),
            (#"expect staticTexts["loginErrorLabel"] exists"#, false),
            (#"expect buttons["loginButton"] hittable"#, true),
            (#"expect buttons["loginButton"] not hittable"#, false),
            (#"expect staticTexts["loginErrorLabel"] not hittable"#, true),
        ])
    func expectations(line: String, passes: Bool) async throws {
        let journey = try journey("launch --uitesting --reset-state\n" + line)

        let result = await runner.run(journey)

        #expect(result.passed == passes, "\(result.failedStep?.failure?.message ?? "passed")")
    }

    @Test("a state expectation that fails names the element as found")
    func stateFailureNamesElement() async throws {
        let journey = try journey("launch --uitesting --reset-state\nexpect buttons[\"loginButton\"] not hittable")

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message == #"expected app.buttons["loginButton"] not to be hittable, but it is: button #loginButton "Log In""#)
    }

    @Test("relaunch keeps the state directory and drops --reset-state, so the session survives")
    func relaunchKeepsState() async throws {
        let journey = try journey(SampleJourneys.signIn + "\nrelaunch\nwait staticTexts[\"dashboardTitle\"] exists")

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message == nil)
    }

    @Test("a launch step and a relaunch step each hold the new run's events from its first: the app's first activity")
    func launchStepsHoldTheNewRunsFirstEvent() async throws {
        let journey = try journey("launch --uitesting --reset-state\nrelaunch")

        let result = await runner.run(journey)

        #expect(result.passed)
        #expect(result.steps.count == 2)
        for step in result.steps {
            let events = try #require(step.observation?.events, "\(step.step)")
            guard case let .activity(generation, _) = events.first else {
                Issue.record("the \(step.step) step's events do not begin with an activity: \(events)")
                continue
            }
            #expect(generation == 1, "\(step.step): \(events)")
        }
    }

    @Test("a configuration's flags are added to every launch, except those the journey sets itself, which it names")
    func configurationFlags() async throws {
        let spanish = LaunchConfiguration(name: "es", arguments: ["--locale", "es"])
        let plain = try journey("launch --uitesting --reset-state\nexpect buttons[\"loginButton\"] label == \"Entrar\"")
        let english = try journey("launch --uitesting --reset-state --locale en\nexpect buttons[\"loginButton\"] label == \"Log In\"")

        let inSpanish = await runner.run(plain, configuration: spanish)
        let stillEnglish = await runner.run(english, configuration: spanish)

        #expect(inSpanish.failedStep?.failure?.message == nil)
        #expect(inSpanish.id.description == "test [es]")
        #expect(inSpanish.warnings.isEmpty)
        #expect(stillEnglish.failedStep?.failure?.message == nil)
        #expect(stillEnglish.warnings == ["configuration es: --locale es is not applied: the journey sets --locale en itself"])
    }

    @Test("a wait that times out on a busy app says how much time the work has left now, not when the wait began")
    func busyWorkTimeLeftIsCurrent() async throws {
        let journey = try journey(
            """
            launch --uitesting --reset-state --mock-catalog --latency-ms 600000
            wait cells["productCell_0"] exists within 1s
            """)

        let result = await runner.run(journey)

        let message = try #require(result.failedStep?.failure?.message)
        let left = try #require(
            message.firstRange(of: "network: GET /products (").map { range in
                Int(message[range.upperBound...].prefix { $0.isNumber })
            } ?? nil, "\(message)")
        // The request was sent at launch (ten minutes of latency, so it never answers on a
        // loaded machine either); at least the wait's second has passed since.
        #expect(left <= 599_000, "\(message)")
        #expect(left > 0)
    }

    @Test("expect waits for pending work to finish before it checks")
    func expectSettles() async throws {
        let journey = try journey(
            """
            launch --uitesting --reset-state --latency-ms 150
            type "user@example.com" into textFields["emailField"]
            type "securePass1" into secureTextFields["passwordField"]
            tap buttons["loginButton"]
            expect staticTexts["dashboardTitle"] exists
            """)

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message == nil)
    }

    @Test("with a virtual clock, expect checks at once and advance clock finishes the work")
    func virtualClock() async throws {
        let journey = try journey(
            """
            launch --uitesting --reset-state --clock virtual
            type "user@example.com" into textFields["emailField"]
            type "securePass1" into secureTextFields["passwordField"]
            tap buttons["loginButton"]
            expect activityIndicators["loginActivity"] exists
            advance clock by 1s
            wait staticTexts["dashboardTitle"] exists
            """)

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message == nil)
    }

    @Test("set network changes the simulated network while the app runs")
    func setNetwork() async throws {
        let journey = try journey(
            """
            launch --uitesting --reset-state
            set network offline
            type "user@example.com" into textFields["emailField"]
            type "securePass1" into secureTextFields["passwordField"]
            tap buttons["loginButton"]
            wait alerts["offlineAlert"] exists
            """)

        let result = await runner.run(journey)

        #expect(result.failedStep?.failure?.message == nil)
    }

    @Test("each step records the trees before and after it, unless told not to")
    func recordsTrees() async throws {
        let journey = try journey(SampleJourneys.signIn)

        let recorded = await runner.run(journey)
        let unrecorded = await JourneyRunner(recordsTrees: false).run(journey)

        #expect(recorded.steps.first?.treeBefore == nil)
        #expect(recorded.steps.first?.treeAfter?.identifiers.contains("emailField") == true)
        #expect(recorded.steps.last?.treeAfter?.identifiers.contains("dashboardTitle") == true)
        #expect(unrecorded.steps.allSatisfy { $0.treeBefore == nil && $0.treeAfter == nil })
    }
}
