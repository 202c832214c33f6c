import Driver
import DriverTesting
import SystemLayer
import Testing

@Suite("The app stops answering", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct HangFaultTests {
    @Test("a hung app fails the command with a timeout naming it and how long it waited; the app is terminated and reaped")
    func hangTimesOutAndTerminates() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-hang-at", "1"]
        // In seconds, not milliseconds: a loaded machine must not make a slow answer look hung.
        app.replyTimeout = .seconds(1)
        try await app.launch()
        let pid = try #require(app.processIdentifier)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["guestButton"].tap() }
        let ended = await app.wait(for: .notRunning, timeout: .seconds(5))

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("timeout: a reply to 'tap button #guestButton") == true)
        #expect(error?.message.contains("did not happen within 1") == true)
        #expect(await app.waitForLog(containing: "--debug-hang-at: hanging at command 1", timeout: .seconds(5)))
        #expect(error?.message.contains("the app stopped answering, so it was terminated") == true)
        #expect(ended)
        #expect(app.exitStatus == .signaled(Signal.terminate))
        #expect(noSuchProcess(pid))
    }

    @Test("a hung app that ignores SIGTERM is killed with SIGKILL after the grace period")
    func hangIgnoringTermIsKilled() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-hang-at", "1", "--debug-ignore-sigterm"]
        app.replyTimeout = .seconds(1)
        try await app.launch()

        _ = await #expect(throws: DriverError.self) { try await app.buttons["guestButton"].tap() }
        let ended = await app.wait(for: .notRunning, timeout: .seconds(5))

        #expect(ended)
        #expect(app.exitStatus == .signaled(Signal.kill))
    }

    @Test("a hung app dies with its driver: the parent-death signal ends it even though it no longer reads the channel")
    func hungAppDiesWithDriver() throws {
        let probe = try HungAppProbe(appArguments: [])
        defer { removeTree(probe.directory) }

        probe.child.kill(with: Signal.kill)

        #expect(processExits(probe.appPID, within: 5_000), "the hung app \(probe.appPID) outlived its killed driver")
    }

    @Test("without the parent-death signal the same hung app still dies with its killed driver: the keeper kills its process group")
    func hungAppWithoutParentDeathSignalDiesByItsGroup() throws {
        let probe = try HungAppProbe(appArguments: ["--debug-no-parent-death-signal"])
        defer {
            if !processExits(probe.appPID, within: 0) { Posix.kill(probe.appPID, Signal.kill) }
            removeTree(probe.directory)
        }

        probe.child.kill(with: Signal.kill)

        #expect(processExits(probe.appPID, within: 5_000), "the hung app \(probe.appPID) outlived its killed driver")
    }
}

/// A `driver-probe` whose app has received a tap and hung on it (its log says so).
///
/// A killed driver cannot delete its state directory, and this test process has already
/// swept its state root (the next run would), so the tests remove `directory` themselves.
struct HungAppProbe {
    let child: TestChild
    let appPID: Int32
    let directory: String

    init(appArguments: [String]) throws {
        child = try TestChild(
            "driver-probe",
            arguments: [
                "--tap", "guestButton", "--await-log", "--debug-hang-at: hanging at command 1",
                "--", "--uitesting", "--reset-state", "--debug-hang-at", "1",
            ] + appArguments)
        let line = try #require(child.readLine())
        let report = line.split(separator: " ").map(String.init)
        guard report.count == 2, let pid = Int32(report[0]) else { throw TestChildError("the probe said: \(line)") }
        appPID = pid
        directory = report[1]
    }
}
