import DriverTesting
import Foundation
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
}
