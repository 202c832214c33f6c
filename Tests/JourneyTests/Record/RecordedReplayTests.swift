import DriverTesting
import Foundation
@testable import JourneyScript
import Testing

@Suite("A recorded journey replays without timing luck", .timeLimit(.minutes(3)), .hangReport)
struct RecordedReplayTests {
    @Test("the recorded checkout, busy work on a real clock included, passes 20 times in a row with the journey command")
    func recordedCheckoutReplaysTwentyTimes() async throws {
        let folder = try TemporaryFolder()
        try folder.write("checkout.journey", RecordSessionTests.recordedCheckout)

        let run = try await JourneyExecutable.run(
            ["checkout.journey", "--repeat", "20", "--until-failure", "--parallel", "1"],
            in: folder, environment: ["PASSWORD_FIELD": Account.standard.password])

        #expect(run.status == 0, "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.contains("▶ checkout (run 20) (checkout.journey)"))
        #expect(run.lastLine.hasPrefix("1 passed, 0 failed in "), "\(run.lastLine)")
    }

    @Test("a replay that fails names the line and step it failed at and why; one that passes counts its steps")
    func replaySummaryNamesTheFailedStep() async throws {
        let failing = try JourneyParser.parse(SampleJourneys.failing, file: "recorded.journey")
        let passing = try JourneyParser.parse(SampleJourneys.signIn, file: "recorded.journey")
        let runner = JourneyRunner(recordsTrees: false)

        let failed = JourneyCommand.replaySummary(of: await runner.run(failing))
        let passed = JourneyCommand.replaySummary(of: await runner.run(passing))

        #expect(failed.hasPrefix(#"Replayed it once: FAILED at line 3, expect staticTexts["dashboardTitle"] label == "Shopping""#), "\(failed)")
        #expect(failed.contains(#"but its label is "Shop""#), "\(failed)")
        #expect(passed.hasPrefix("Replayed it once: passed (6 steps in "), "\(passed)")
    }
}
