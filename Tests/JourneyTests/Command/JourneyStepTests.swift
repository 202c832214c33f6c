import Driver
import JourneyScript
import Testing

/// The steps the other journey tests do not take, each in a script of its own that can
/// only pass if the step did what it says.
@Suite("Journey steps, one by one", .timeLimit(.minutes(1)))
struct JourneyStepTests {
    let runner = JourneyRunner()

    func run(_ source: String) async throws -> JourneyResult {
        await runner.run(try JourneyParser.parse(source, file: "steps.journey"))
    }

    @Test("clear empties a field")
    func clear() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state
            type "user@example.com" into textFields["emailField"]
            clear textFields["emailField"]
            expect textFields["emailField"] value == ""
            """)

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    @Test("swipe up and down move the product table, on it and on the screen")
    func swipes() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state --mock-catalog
            expect cells["productCell_34"] not hittable
            swipe up on tables["productTable"]
            swipe up on tables["productTable"]
            swipe up
            swipe up
            expect cells["productCell_34"] hittable
            expect cells["productCell_0"] not hittable
            swipe down on tables["productTable"]
            swipe down
            swipe down
            swipe down
            expect cells["productCell_0"] hittable
            """)

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    @Test("press sends a key: Tab moves focus (past the disabled Log In), Enter presses the focused button")
    func press() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state
            tap textFields["emailField"]
            press tab
            expect secureTextFields["passwordField"] focused
            press tab
            expect buttons["guestButton"] focused
            press enter
            wait staticTexts["dashboardTitle"] exists
            """)

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    @Test("expect … hittable fails on a row scrolled out, saying why it cannot be hit")
    func notHittableReason() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state --mock-catalog
            expect cells["productCell_34"] hittable
            """)

        let message = try #require(result.failedStep?.failure?.message)
        #expect(message.hasPrefix(#"expected app.cells["productCell_34"] to be hittable, but it is off screen"#), "\(message)")
        #expect(message.contains("scroll (swipeUp/swipeDown) to bring it into view"), "\(message)")
    }

    @Test("expect … not selected fails on the selected tab, naming what it found")
    func negatedStateFails() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state --mock-catalog
            expect tabBars.buttons["Shop"] not selected
            """)

        let message = try #require(result.failedStep?.failure?.message)
        #expect(message.contains(#"app.tabBars.buttons["Shop"]"#), "\(message)")
        #expect(message.contains("selected"), "\(message)")
    }

    @Test("a step after a failed one does not run")
    func stepsAfterAFailureDoNotRun() async throws {
        let result = try await run(
            """
            launch --uitesting --reset-state
            tap buttons["nowhere"]
            tap buttons["guestButton"]
            """)

        #expect(!result.passed)
        #expect(result.failedStep?.step.line == 2)
        #expect(result.stepsNotRun.map(\.line) == [3])
    }
}
