@testable import DriverTesting
import Testing

@Suite("The hang report's message")
struct HangReportTraitTests {
    @Test("with no app still running, the message says so and lists nothing")
    func noAppRunning() {
        let message = HangReportTrait.message([])

        #expect(message.contains("none of its apps was still running"))
        #expect(!message.contains("while its apps were still running"))
    }

    @Test("with apps still running, the message says so and lists each app's paragraph on its own line, in order")
    func appsRunning() {
        let message = HangReportTrait.message(["pid 12: waiting for 'Save'", "pid 34: idle"])

        #expect(!message.contains("none of its apps"))
        #expect(
            message
                == "the test was cancelled (its time limit ran out?) while its apps were still running:\npid 12: waiting for 'Save'\npid 34: idle"
        )
    }
}
