import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// What an app starts in its process group ends with the app, however the app ends,
/// even what ignores SIGTERM, SIGHUP and SIGINT.
@Suite("An app's own processes never outlive it", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct AppProcessGroupTests {
    /// How an app is ended in a test.
    enum Ending: String, CustomTestStringConvertible, CaseIterable {
        case terminated, goneAway, launchTimedOut
        var testDescription: String {
            switch self {
            case .terminated: "terminate()"
            case .goneAway: "the App going away"
            case .launchTimedOut: "a launch that times out"
            }
        }
    }

    @Test("what a spawned app starts, ignoring SIGTERM, SIGHUP and SIGINT, ends with the app", arguments: Ending.allCases)
    func spawnedAppsChildrenEndWithIt(ending: Ending) async throws {
        let folder = try TemporaryFolder()
        let app = try StubbornChildApp(in: folder, running: ending == .launchTimedOut ? "/bin/sh" : demoApp)
        var launched: App? = App(executable: app.path, preparedLaunches: false)
        switch ending {
        case .terminated, .goneAway:
            launched?.launchArguments = ["--uitesting", "--reset-state"]
            try await launched?.launch()
        case .launchTimedOut:
            launched?.launchArguments = ["-c", "exec sleep 1000"]
            launched?.launchTimeout = .milliseconds(500)
            await #expect(throws: DriverError.self) { try await launched?.launch() }
        }
        let child = try app.childPID()
        #expect(Posix.kill(child, 0), "the app's child runs")

        switch ending {
        case .terminated:
            await launched?.terminate()
        case .goneAway:
            launched = nil
            await App.waitForAppsThatWentAway()
        case .launchTimedOut:
            break
        }

        #expect(StubbornChildApp.ends(child), "the app's child is gone once the app has ended")
        withExtendedLifetime(launched) {}
    }

    @Test("a forked launch leads a process group of its own, and what runs in it ends with the app")
    func forkedLaunchLeadsItsGroup() async throws {
        let app = App(executable: demoApp, preparedLaunches: true)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()
        let pid = try #require(app.processIdentifier)
        try #require(Posix.processGroup(of: pid) == pid, "the launch leads its own group")
        let member = try Self.stubbornProcess(joining: pid)
        defer {
            Posix.kill(member, Signal.kill)
            _ = Posix.waitForExit(member)
        }

        await app.terminate()

        #expect(processExits(member, within: 2_000), "what ran in the app's group is gone once the app has ended")
    }

    @Test("killing the test process takes down what its apps started, even what ignores SIGTERM, SIGHUP and SIGINT", arguments: [false, true])
    func appsChildrenDieWithTheTestProcess(prepared: Bool) throws {
        let folder = try TemporaryFolder()
        let app = try StubbornChildApp(in: folder, running: demoApp)
        var environment = ProcessInfo.processInfo.environment
        environment["TUI_DRIVER_PREPARED_LAUNCH"] = prepared ? "1" : "0"
        let probe = try TestChild("driver-probe", arguments: ["--app", app.path, "--", "--uitesting", "--reset-state"], environment: environment)
        let line = try #require(probe.readLine())
        let appPID = try #require(line.split(separator: " ").first.flatMap { Int32($0) }, "the probe said: \(line)")
        let child = try app.childPID()
        #expect(Posix.kill(child, 0), "the app's child runs")

        probe.kill(with: Signal.kill)

        #expect(StubbornChildApp.ends(child), "the app's child is gone")
        #expect(processExits(appPID, within: 2_000), "the app is gone")
    }

    @Test("killing the test process takes down what runs in a forked launch's group")
    func forkedLaunchsGroupDiesWithTheTestProcess() throws {
        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting", "--reset-state"])
        let line = try #require(probe.readLine())
        let appPID = try #require(line.split(separator: " ").first.flatMap { Int32($0) }, "the probe said: \(line)")
        try #require(Posix.processGroup(of: appPID) == appPID, "the launch leads its own group")
        let member = try Self.stubbornProcess(joining: appPID)
        defer {
            Posix.kill(member, Signal.kill)
            _ = Posix.waitForExit(member)
        }

        probe.kill(with: Signal.kill)

        #expect(processExits(member, within: 2_000), "what ran in the app's group is gone")
    }

    /// Starts a process in process group `group` that ignores SIGTERM, SIGHUP and SIGINT,
    /// as if the app had started it there; the caller reaps it.
    static func stubbornProcess(joining group: Int32) throws -> Int32 {
        let spawn = ProcessSpawn(
            "/bin/sh", arguments: ["-c", "trap '' TERM HUP INT; exec sleep 1000"], joiningProcessGroup: group, signalMask: .empty,
            descriptors: [.open("/dev/null", .readOnly, as: 0), .open("/dev/null", .writeOnly, as: 1), .open("/dev/null", .writeOnly, as: 2)],
            closingOthersFrom: 3
        )
        do {
            return try spawn.start()
        } catch {
            throw TestChildError("cannot start a process in group \(group): \(error.reason)")
        }
    }
}

/// An app (a script) that starts a process ignoring SIGTERM, SIGHUP and SIGINT, writes
/// its id to a file, and then becomes another program, given the script's arguments.
struct StubbornChildApp {
    /// The script's path.
    let path: String
    private let pidFile: String

    init(in folder: TemporaryFolder, running program: String) throws {
        path = folder.path + "/stubborn-child-app"
        pidFile = folder.path + "/child.pid"
        let script = """
            #!/bin/sh
            trap '' TERM HUP INT
            sleep 1000 </dev/null >/dev/null 2>&1 3>&- &
            echo $! > '\(pidFile)'
            trap - TERM HUP INT
            exec '\(program)' "$@"

            """
        try writeExecutable(script, to: path)
    }

    /// Whether `child` exits within two seconds; if not, it is killed, so a failing test
    /// leaves nothing running.
    static func ends(_ child: Int32) -> Bool {
        let ended = processExits(child, within: 2_000)
        if !ended { Posix.kill(child, Signal.kill) }
        return ended
    }

    /// The id of the process the app started, once it has written it.
    func childPID() throws -> Int32 {
        let written = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(written) else { throw TestChildError("the app wrote '\(written)' as its child's id") }
        return pid
    }
}
