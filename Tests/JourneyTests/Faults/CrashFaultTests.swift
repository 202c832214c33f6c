import Driver
import DriverTesting
import SystemLayer
import Testing

@Suite("The app crashes mid-journey", .timeLimit(.minutes(1)), .hangReport)
struct CrashFaultTests {
    @Test(
        "a crash fails the pending action at once with appCrashed, the signal, the last command and the log",
        arguments: [("abort", Signal.abort), ("trap", Signal.illegalInstruction), ("segv", Signal.segmentationFault)])
    func crashIsReportedWithSignal(kind: String, signal: Int32) async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-crash-at", "2:\(kind)"]
        // Far beyond the test's run time: only crash detection can end the wait in time.
        app.replyTimeout = .seconds(60)
        try await app.launch()
        try await app.textFields["emailField"].typeText("user@example.com")

        let error = await #expect(throws: DriverError.self) {
            try await app.secureTextFields["passwordField"].typeText("securePass1")
        }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("the app ended with \(ExitStatus.signaled(signal))") == true)
        #expect(error?.message.contains("the last command sent was 'typeText \"securePass1\" into secureTextField #passwordField") == true)
        #expect(error?.diagnostics?.logTail.contains("--debug-crash-at: crashing with \(kind) at command 2") == true)
        #expect(error?.diagnostics?.tree?.root.containsDescendant { $0.value == "user@example.com" } == true)
        #expect(app.state == .notRunning)
        #expect(app.exitStatus == .signaled(signal))
    }

    @Test("after a crash, every later call fails with appCrashed too")
    func laterCallsFail() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-crash-at", "1:abort"]
        try await app.launch()
        _ = try? await app.textFields["emailField"].typeText("x")

        let error = await #expect(throws: DriverError.self) { try await app.buttons["guestButton"].tap() }

        #expect(error?.code == .appCrashed)
        #expect(error?.message.contains("signal 6 (SIGABRT)") == true)
    }
}
