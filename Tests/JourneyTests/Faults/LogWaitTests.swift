import Driver
import DriverTesting
import Testing

/// A wait for a line of the app's log is bounded by its own timeout, whatever else the
/// driver is (or is not) waiting for at the time.
@Suite("Waiting for the app's log", .timeLimit(.minutes(1)), .hangReport)
struct LogWaitTests {
    @Test("a log line that never comes ends the wait at its timeout with false, even when nothing else is pending")
    func logWaitTimesOutAlone() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        try await app.launch()
        try await app.waitForIdle(timeout: .seconds(30))

        let found = await app.waitForLog(containing: "a line the app never writes", timeout: .milliseconds(200))

        #expect(!found)
        await app.terminate()
    }
}
