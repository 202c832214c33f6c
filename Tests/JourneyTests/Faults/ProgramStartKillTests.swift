import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// The keeper has a program's group from the program's first instruction: a test process
/// killed at any instant around a program's start leaves nothing of it running.
@Suite("A test process killed as its program starts", .timeLimit(.minutes(3)), .hangReport, .dedicatedThread)
struct ProgramStartKillTests {
    /// The program ignores hang-ups and starts, at once, a process that ignores them too,
    /// and notes it in the file its first argument names.
    static let program = "trap '' HUP INT TERM; sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> \"$0\"; echo running; wait"

    @Test("killing the test process at a random instant around its program's start leaves nothing of the program running")
    func nothingSurvivesAKillAtAnyInstant() throws {
        let folder = try TemporaryFolder()
        let started = folder.path + "/started"
        var survivors: [String] = []

        for run in 0..<60 {
            let marker = "TUI_START_KILL_RUN=\(Posix.processID)-\(run)"
            var environment = ProcessInfo.processInfo.environment
            environment["TUI_START_KILL_RUN"] = "\(Posix.processID)-\(run)"
            let probe = try TestChild("driver-probe", arguments: ["--program", "--announce", "--", "sh", "-c", Self.program, started], environment: environment)
            try #require(probe.readLine() == "launching")
            let delay = Duration.microseconds(Int.random(in: 0...8_000))
            let probeEnd = Posix.exitNotifier(for: probe.pid)
            _ = Posix.waitReadable(probeEnd, until: .after(delay))
            Posix.close(probeEnd)

            probe.kill(with: Signal.kill)

            let left = Survivors.waitUntilGone(carrying: marker, within: .seconds(2))
            if !left.isEmpty { survivors.append("killed \(delay) after 'launching': \(left.joined(separator: ", "))") }
        }

        #expect(survivors.isEmpty, "\(survivors.count) runs left processes running: \(survivors.joined(separator: "; "))")
        let starts = ((try? folder.read("started")) ?? "").split(separator: "\n").count
        #expect(starts > 0, "no kill came late enough for a program to start what it starts: the test tried nothing")
    }
}

/// Processes found by a variable in their environment, which every process a test starts
/// passes on to what it starts.
enum Survivors {
    /// The processes whose environment holds `marker` (`NAME=value`); zombies, whose
    /// environment is gone, are not among them.
    static func carrying(_ marker: String) -> [Int32] {
        let needle = Data(marker.utf8)
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
        return pids.filter { pid in
            guard pid != Posix.processID, let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.split(separator: 0).contains { Data($0) == needle }
        }
    }

    /// Waits, on each one's exit, until no process carries `marker`, or `limit` has passed;
    /// describes those still running then, and kills them, so the run leaves nothing.
    static func waitUntilGone(carrying marker: String, within limit: Duration) -> [String] {
        let deadline = Monotonic.after(limit)
        while true {
            let found = carrying(marker)
            if found.isEmpty { return [] }
            for pid in found {
                let exit = Posix.exitNotifier(for: pid)
                guard exit >= 0 else { continue }
                _ = Posix.waitReadable(exit, until: deadline)
                Posix.close(exit)
            }
            if Monotonic.now >= deadline {
                let left = carrying(marker)
                let described = left.map(describe)
                left.forEach { Posix.kill($0, Signal.kill) }
                return described
            }
        }
    }

    /// `pid` and its command line.
    static func describe(_ pid: Int32) -> String {
        "\(pid) (\(ProcessFacts.commandLine(of: pid)))"
    }
}
