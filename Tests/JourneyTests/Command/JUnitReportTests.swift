import Foundation
import JourneyScript
import DriverTesting
import Testing

@Suite("JUnit report", .timeLimit(.minutes(3)), .hangReport)
struct JUnitReportTests {
    @Test("the report is XML a standard parser reads, even with quotes, markup and control characters in a failure")
    func wellFormedWithNastyText() async throws {
        let nasty = "<b>\"Tom & Jerry's\"</b> \u{1B}[31mred\u{1B}[0m"
        let literal = nasty.replacingOccurrences(of: "\"", with: "\\\"")
        let failing = try JourneyParser.parse(
            "launch --uitesting --reset-state\nexpect buttons[\"loginButton\"] label == \"\(literal)\"",
            file: "journeys/a&b <c>.journey")
        let passing = try JourneyParser.parse(SampleJourneys.signIn, file: "journeys/sign-in.journey")
        let runner = JourneyRunner()
        let outcomes = [
            JourneyOutcome(journey: failing, configuration: .standard, runs: [await runner.run(failing)]),
            JourneyOutcome(journey: passing, configuration: .standard, runs: [await runner.run(passing)]),
        ]

        let xml = JUnitReport.xml(for: outcomes, duration: .milliseconds(120))
        let document = try XMLElements(Data(xml.utf8))

        #expect(document.named("testsuites").first?.attributes["tests"] == "2")
        #expect(document.named("testsuites").first?.attributes["failures"] == "1")
        #expect(document.named("testcase").map { $0.attributes["name"] } == ["a&b <c>", "sign-in"])
        #expect(document.named("testcase").first?.attributes["file"] == "journeys/a&b <c>.journey")
        let failure = try #require(document.named("failure").first)
        // The message quotes the text as scripts do, so the escape character reads as \u{1b}.
        let readable = literal.replacingOccurrences(of: "\u{1B}", with: "\\u{1b}")
        #expect(failure.attributes["message"] == "line 2: expected app.buttons[\"loginButton\"] label == \"\(readable)\", but its label is \"Log In\"")
        #expect(failure.attributes["type"] == "expectation")
        #expect(failure.text.contains("Element tree:"))
        #expect(document.named("system-out").count == 2)
    }

    @Test("each configuration is its own test suite")
    func suitePerConfiguration() async throws {
        let journey = try JourneyParser.parse(SampleJourneys.numbered(1), file: "journeys/one.journey")
        let spanish = LaunchConfiguration(name: "es", arguments: ["--locale", "es"])
        let runner = JourneyRunner(recordsTrees: false)
        let outcomes = [
            JourneyOutcome(journey: journey, configuration: .standard, runs: [await runner.run(journey)]),
            JourneyOutcome(journey: journey, configuration: spanish, runs: [await runner.run(journey, configuration: spanish)]),
        ]

        let document = try XMLElements(Data(JUnitReport.xml(for: outcomes, duration: .seconds(1)).utf8))

        #expect(document.named("testsuite").map { $0.attributes["name"] } == ["journeys", "journeys [es]"])
        #expect(document.named("testcase").map { $0.attributes["classname"] } == ["journeys", "journeys.es"])
    }

    @Test("each suite counts its own tests, failures and interrupted runs, and the whole report adds them up")
    func perSuiteCounts() async throws {
        let englishOnly = try JourneyParser.parse(
            "launch --uitesting --reset-state\nexpect buttons[\"loginButton\"] label == \"Log In\"",
            file: "journeys/english.journey")
        let anywhere = try JourneyParser.parse(SampleJourneys.numbered(1), file: "journeys/one.journey")
        let spanish = LaunchConfiguration(name: "es", arguments: ["--locale", "es"])
        let runner = JourneyRunner(recordsTrees: false)
        var interrupted = await runner.run(anywhere, configuration: spanish)
        interrupted.interruptedBy = SIGTERM
        let outcomes = [
            JourneyOutcome(journey: englishOnly, configuration: .standard, runs: [await runner.run(englishOnly)]),
            JourneyOutcome(journey: anywhere, configuration: .standard, runs: [await runner.run(anywhere)]),
            JourneyOutcome(journey: englishOnly, configuration: spanish, runs: [await runner.run(englishOnly, configuration: spanish)]),
            JourneyOutcome(journey: anywhere, configuration: spanish, runs: [await runner.run(anywhere, configuration: spanish), interrupted]),
        ]

        let document = try XMLElements(Data(JUnitReport.xml(for: outcomes, duration: .seconds(1)).utf8))

        let suites = document.named("testsuite").map { suite in
            ["tests", "failures", "skipped"].map { suite.attributes[$0] ?? "-" }
        }
        #expect(suites == [["2", "0", "0"], ["3", "1", "1"]])
        #expect(document.named("testsuites").first?.attributes["tests"] == "5")
        #expect(document.named("testsuites").first?.attributes["failures"] == "1")
    }
}
