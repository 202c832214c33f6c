import JourneyScript
import Synchronization
import Testing

@Suite("Console report")
struct ConsoleFormatTests {
    private func result(_ name: String, configuration: LaunchConfiguration = .standard, failingAt line: Int? = nil) throws -> JourneyResult {
        let journey = try JourneyParser.parse("launch --uitesting\ntap buttons[\"a\"]\ntap buttons[\"b\"]", file: "journeys/\(name).journey")
        let steps = journey.steps.prefix { line == nil || $0.line <= line! }.map { step in
            StepResult(
                step: step, duration: .milliseconds(2),
                failure: step.line == line
                    ? StepFailure(.expectation(.count(query: "app.cells", comparison: .equals, expected: 1, matches: [])), diagnostics: nil) : nil)
        }
        let id = RunID(
            name: name, file: journey.file, configuration: configuration.name, attempt: 1,
            showsConfiguration: !configuration.isStandard, showsAttempt: false)
        return JourneyResult(id: id, journey: journey, configuration: configuration, steps: steps, duration: .milliseconds(31), warnings: [])
    }

    @Test("a step line shows the mark, the step as written and its time; a failure adds its line and message")
    func stepLines() throws {
        let failed = try #require(try result("sign-in", failingAt: 2).failedStep)

        #expect(
            ConsoleFormat.stepLines(failed) == [
                #"  ✘ tap buttons["a"] (2 ms)"#,
                "      line 2: expected app.cells count == 1, but it matches 0",
            ])
    }

    @Test("the footer counts the steps not run and gives the verdict with the failing line")
    func footer() throws {
        let lines = ConsoleFormat.footer(
            try result("sign-in", configuration: LaunchConfiguration(name: "es", arguments: []), failingAt: 2),
            files: [".journey-results/failures/sign-in.es/failure.txt"])

        #expect(
            lines == [
                "  – 1 more step not run",
                "      see .journey-results/failures/sign-in.es/failure.txt",
                "✘ sign-in [es] failed at journeys/sign-in.journey:2 in 31 ms",
            ])
    }

    @Test("the summary lists failed and flaky journeys, then ends with N passed, N failed")
    func summary() throws {
        let passed = JourneyOutcome(journey: try result("a").journey, configuration: .standard, runs: [try result("a")])
        let failed = JourneyOutcome(journey: try result("b").journey, configuration: .standard, runs: [try result("b", failingAt: 3)])
        let flaky = JourneyOutcome(journey: try result("c").journey, configuration: .standard, runs: [try result("c"), try result("c", failingAt: 2)])

        let lines = ConsoleFormat.summary([passed, failed, flaky], duration: .milliseconds(1_250))

        #expect(
            lines == [
                "",
                "Failed journeys:",
                "  ✘ b journeys/b.journey:3",
                "  ✘ c journeys/c.journey:2 (flaky: 1 of 2 runs passed)",
                "",
                "1 passed, 1 failed, 1 flaky in 1.3 s",
            ])
        #expect(ConsoleFormat.summaryLine([passed], duration: .milliseconds(40)) == "1 passed, 0 failed in 40 ms")
    }

    @Test("journeys running at once print each step as it happens, prefixed with their padded name")
    func parallelStepsStreamPrefixed() throws {
        let lines = Mutex<[String]>([])
        let reporter = ConsoleReporter(layout: .prefixed(width: 7)) { text in lines.withLock { $0 += text.split(separator: "\n").map(String.init) } }
        let signIn = try result("sign-in", failingAt: 2)
        let cart = try result("cart")

        reporter.started(signIn.id)
        reporter.started(cart.id)
        reporter.stepFinished(signIn.id, signIn.steps[0])
        reporter.stepFinished(cart.id, cart.steps[0])
        reporter.stepFinished(signIn.id, signIn.steps[1])
        reporter.finished(signIn, files: [])

        #expect(
            lines.withLock { $0 } == [
                "▶ sign-in (journeys/sign-in.journey)",
                "▶ cart (journeys/cart.journey)",
                "sign-in │ ✔ launch --uitesting (2 ms)",
                "cart    │ ✔ launch --uitesting (2 ms)",
                #"sign-in │ ✘ tap buttons["a"] (2 ms)"#,
                "sign-in │     line 2: expected app.cells count == 1, but it matches 0",
                "sign-in │ – 1 more step not run",
                "✘ sign-in failed at journeys/sign-in.journey:2 in 31 ms",
            ])
    }

    @Test("a run's name longer than the widest allowed is cut, so the steps still line up")
    func longNamesAreCut() throws {
        let run = try result(String(repeating: "long-name-", count: 5))

        let lines = ConsoleFormat.prefixed(["  ✔ launch"], with: run.id, width: 50)

        #expect(lines == [String(repeating: "long-name-", count: 3) + "l… │ ✔ launch"])
    }

    @Test("an interrupted run says which signal stopped it and counts what did not start; its journey is not a failure")
    func interruptedSummary() throws {
        var stopped = try result("b", failingAt: 3)
        stopped.interruptedBy = 2
        let passed = JourneyOutcome(journey: try result("a").journey, configuration: .standard, runs: [try result("a")])
        let interrupted = JourneyOutcome(journey: stopped.journey, configuration: .standard, runs: [stopped])

        let lines = ConsoleFormat.summary([passed, interrupted], duration: .milliseconds(900), interruption: (signal: 2, notRun: 3))

        #expect(interrupted.status == .interrupted)
        #expect(stopped.failedStep == nil && !stopped.passed)
        #expect(ConsoleFormat.footer(stopped, files: []).last == "■ b interrupted by SIGINT at journeys/b.journey:3 in 31 ms")
        #expect(
            lines == [
                "",
                "Interrupted by SIGINT: the journeys still running were stopped, their apps terminated and their state removed; 3 did not start.",
                "",
                "1 passed, 0 failed, 1 interrupted, 3 not run in 900 ms",
            ])
    }
}
