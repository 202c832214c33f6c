import Driver
import Glibc
import Testing

@Suite("The app stops answering")
struct HangFaultTests {
    @Test("a hung app fails the command with a timeout naming it and how long it waited; the app is terminated and reaped")
    func hangTimesOutAndTerminates() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-hang-at", "1"]
        app.replyTimeout = .milliseconds(200)
        try await app.launch()
        let pid = try #require(app.processIdentifier)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["guestButton"].tap() }
        let ended = await app.wait(for: .notRunning, timeout: .seconds(5))

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("timeout: a reply to 'tap button #guestButton") == true)
        #expect(error?.message.contains("did not happen within 2") == true)
        #expect(error?.message.contains("the app stopped answering, so it was terminated") == true)
        #expect(ended)
        #expect(app.exitStatus == .signaled(SIGTERM))
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test("a hung app that ignores SIGTERM is killed with SIGKILL after the grace period")
    func hangIgnoringTermIsKilled() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-hang-at", "1", "--debug-ignore-sigterm"]
        app.replyTimeout = .milliseconds(100)
        try await app.launch()

        _ = await #expect(throws: DriverError.self) { try await app.buttons["guestButton"].tap() }
        let ended = await app.wait(for: .notRunning, timeout: .seconds(5))

        #expect(ended)
        #expect(app.exitStatus == .signaled(SIGKILL))
    }

    @Test("a hung app dies with its driver: the parent-death signal ends it even though it no longer reads the channel")
    func hungAppDiesWithDriver() throws {
        let probe = try TestChild("driver-probe", arguments: ["--tap", "guestButton", "--", "--uitesting", "--reset-state", "--debug-hang-at", "1"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { pid_t($0) })
        defer { if report.count > 1 { removeDirectory(report[1]) } }

        probe.kill(with: SIGKILL)

        #expect(processExits(appPID, within: 2_000))
    }
}
