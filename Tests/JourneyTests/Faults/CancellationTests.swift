import Driver
import DriverTesting
import SystemLayer
import Testing

/// What a test's time limit relies on: a cancelled task stops waiting on the driver at
/// once, and the test's apps say what they were doing at that moment.
@Suite("A cancelled test stops waiting and says what was running", .timeLimit(.minutes(1)), .hangReport)
struct CancellationTests {
    @Test("a tap waiting for a hung app's reply fails at once when its task is cancelled, naming the command")
    func cancelledTapFails() async throws {
        let apps = LaunchedApps()
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-hang-at", "1"]
        app.replyTimeout = .seconds(600)
        try await LaunchedApps.$current.withValue(apps) { try await app.launch() }
        let tap = Task { try await LaunchedApps.$current.withValue(apps) { try await app.buttons["guestButton"].tap() } }
        #expect(await app.waitForLog(containing: "--debug-hang-at: hanging at command 1", timeout: .seconds(120)))

        tap.cancel()
        let error = await #expect(throws: DriverError.self) { try await tap.value }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("a reply to 'tap button #guestButton") == true)
        #expect(error?.message.contains("the test stopped waiting: its task was cancelled") == true)
        let report = try #require(apps.reportAtCancellation).joined(separator: "\n")
        #expect(report.contains("app pid \(app.processIdentifier ?? 0) (\(app.executable))"), "\(report)")
        #expect(report.contains("last command sent: 'tap button #guestButton"), "\(report)")
        #expect(report.contains("waiting for a reply to 'tap button #guestButton"), "\(report)")
        #expect(app.state == .runningForeground, "a cancelled call must leave the app as it is")
    }

    @Test("a wait on a busy app gives up at once when its task is cancelled, and the report names the wait and the app's work")
    func cancelledWaitFails() async throws {
        let apps = LaunchedApps()
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--network", "slow", "--latency-ms", "600000"]
        try await LaunchedApps.$current.withValue(apps) { try await app.launch() }
        try await app.textFields["emailField"].typeText("user@example.com")
        try await app.secureTextFields["passwordField"].typeText("securePass1")
        try await app.buttons["loginButton"].tap()
        let wait = Task { try await LaunchedApps.$current.withValue(apps) { try await app.staticTexts["dashboardTitle"].waitForExistence(timeout: .seconds(600)) } }
        #expect(await apps.waitUntilWaiting(for: "dashboardTitle"))

        wait.cancel()
        let appeared = try await wait.value

        // waitForExistence answers a timeout with false, as XCUITest's does.
        #expect(!appeared)
        let report = try #require(apps.reportAtCancellation).joined(separator: "\n")
        #expect(report.contains("its last screen said it was busy with network: POST /session"), "\(report)")
        #expect(report.contains("waiting for") && report.contains("dashboardTitle"), "\(report)")
    }

    @Test("terminate() on an app that ignores SIGTERM returns at once when its task is cancelled, killing the app")
    func cancelledTerminateKills() async throws {
        let apps = LaunchedApps()
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--debug-ignore-sigterm"]
        // Only the cancellation may end the wait, however slowly the check below runs.
        app.terminationGrace = .seconds(600)
        try await LaunchedApps.$current.withValue(apps) { try await app.launch() }
        #expect(await app.waitForLog(containing: "SIGTERM will be ignored", timeout: .seconds(120)))
        let terminate = Task { await LaunchedApps.$current.withValue(apps) { await app.terminate() } }
        #expect(await apps.waitUntilWaiting(for: "the app to exit after terminate()"))

        terminate.cancel()
        await terminate.value

        #expect(try #require(apps.reportAtCancellation).joined().contains("waiting for the app to exit after terminate()"))
        #expect(await app.wait(for: .notRunning, timeout: .seconds(5)))
        #expect(app.exitStatus == .signaled(Signal.kill))
    }

    @Test("a scope whose calls were never cancelled reports nothing")
    func noCancellationNoReport() async throws {
        let apps = LaunchedApps()
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting"]

        try await LaunchedApps.$current.withValue(apps) {
            try await app.launch()
            try await app.buttons["guestButton"].tap()
        }

        #expect(apps.reportAtCancellation == nil)
        #expect(apps.runningApps().count == 1)
        await app.terminate()
        #expect(apps.runningApps().isEmpty)
    }
}

extension LaunchedApps {
    /// Returns true once the report of running apps mentions `text` (a wait has begun),
    /// checking on each of the scope's own clock ticks: false after 60 s.
    func waitUntilWaiting(for text: String) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while clock.now < deadline {
            if runningApps().joined().contains(text) { return true }
            await Task.yield()
        }
        return false
    }
}
