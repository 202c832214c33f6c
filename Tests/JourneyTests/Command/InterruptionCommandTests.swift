import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// SIGINT, SIGTERM or SIGHUP stop a run in order: the apps still running are
/// terminated, their state directories removed, what ran is summarised, and the
/// command exits with 128 + the signal.
@Suite("journey command: interrupted", .timeLimit(.minutes(3)), .hangReport, .dedicatedThread)
struct InterruptionCommandTests {
    @Test(
        "a signal mid-journey stops the app, removes its state, prints the summary and exits with 128 + signal",
        arguments: [Signal.interrupt, Signal.terminate, Signal.hangUp])
    func signalStopsTheRun(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let stateRoot = folder.path + "/state"
        try FileManager.default.createDirectory(atPath: stateRoot, withIntermediateDirectories: true)
        // A request that takes ten minutes keeps the wait busy until the signal comes.
        try folder.write(
            "journeys/a-slow.journey",
            """
            launch --uitesting --reset-state --mock-catalog --latency-ms 600000
            wait cells["productCell_0"] exists within 60s
            """)
        try folder.write("journeys/b-next.journey", SampleJourneys.signIn)
        let journey = try RunningJourneyCommand(["run", "journeys", "--parallel", "1"], in: folder, environment: ["TUI_STATE_ROOT": stateRoot])

        _ = try #require(journey.readLine { $0.hasPrefix("  ✔ launch --uitesting --reset-state --mock-catalog") })
        let stateDirectories = try FileManager.default.contentsOfDirectory(atPath: stateRoot)
        let lock = try String(contentsOfFile: stateRoot + "/" + #require(stateDirectories.first) + "/.lock", encoding: .utf8)
        let appPID = try #require(lock.split(separator: " ").dropFirst().first.flatMap { Int32($0) })
        Posix.kill(journey.pid, signal)
        let output = journey.readToEnd()
        let status = journey.waitForExit()

        #expect(status == .exited(128 + signal))
        #expect(processExits(appPID, within: 2_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateRoot).isEmpty)
        let name = [Signal.interrupt: "SIGINT", Signal.terminate: "SIGTERM", Signal.hangUp: "SIGHUP"][signal] ?? ""
        // The signal comes during the wait, or just before it starts.
        let stopped = output.contains { $0.hasPrefix("  ■ wait cells[\"productCell_0\"] exists within 60s (") && $0.hasSuffix("): stopped by \(name)") }
        #expect(output.contains { $0.hasPrefix("■ a-slow interrupted by \(name) at journeys/a-slow.journey:\(stopped ? 2 : 1) in ") })
        #expect(output.contains("Interrupted by \(name): the journeys still running were stopped, their apps terminated and their state removed; 1 did not start."))
        #expect(output.last?.hasPrefix("0 passed, 0 failed, 1 interrupted, 1 not run in ") == true)
        #expect(!output.contains { $0.contains("b-next") })
    }

    @Test("an interrupted run keeps the failures recorded for the journeys it did not finish, for --last-failed")
    func interruptionKeepsEarlierFailures() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "journeys/a-slow.journey",
            """
            launch --uitesting --reset-state --mock-catalog --latency-ms 600000
            wait cells["productCell_0"] exists within 60s
            """)
        let earlier = "\(folder.path)/journeys/a-slow.journey\tdefault\n\(folder.path)/journeys/gone.journey\tdefault\n"
        try folder.write(".journey-results/last-failed", earlier)
        let journey = try RunningJourneyCommand(["run", "journeys"], in: folder)

        _ = try #require(journey.readLine { $0.hasPrefix("  ✔ launch") })
        Posix.kill(journey.pid, Signal.interrupt)
        _ = journey.readToEnd()
        _ = journey.waitForExit()

        #expect(try folder.read(".journey-results/last-failed") == earlier)
    }
}
