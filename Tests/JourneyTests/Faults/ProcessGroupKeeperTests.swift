import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// The keeper's bookkeeping on its own: the groups named and released, in order, and
/// exactly the groups it kills at the end of its input.
@Suite("Process-group keeper: which groups it kills", .timeLimit(.minutes(1)), .dedicatedThread)
struct ProcessGroupKeeperScriptTests {
    /// The keeper's script with `kill` replaced by a function that prints its arguments.
    static func kills(after lines: [String]) throws -> [String] {
        let script = "kill() { printf '%s\\n' \"$*\"; }\n" + ProcessGroupKeeper.script
        let finished = try runToEnd("/bin/sh", ["-c", script, "keeper"], input: lines.map { $0 + "\n" }.joined())
        return finished.output.split(separator: "\n").map(String.init)
    }

    static func kill(_ group: Int) -> String { "-s KILL -- -\(group)" }

    @Test(
        "at the end of its input it kills every group named and not released, and no other",
        arguments: [
            ([String](), [Int]()),
            (["+101"], [101]),
            (["+101", "-101"], []),
            (["+101", "+202", "+303", "-202"], [101, 303]),
            (["+101", "+202", "-101", "-202"], []),
            (["+101", "-999"], [101]),
            (["+10", "+101", "+1010", "-10"], [101, 1010]),
            (["+101", "+10", "+1", "-101", "-1"], [10]),
            (["+7", "-7", "+7"], [7]),
        ])
    func killsWhatIsStillNamed(lines: [String], groups: [Int]) throws {
        let killed = try Self.kills(after: lines)

        #expect(killed == groups.map(Self.kill))
    }
}

/// The keeper with several terminals: one program ended and reaped, another running,
/// then the test process killed.
@Suite("Process-group keeper with several terminals", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct ProcessGroupKeeperTerminalsTests {
    @Test(
        "killing the test process takes down the running program's group, not the ended one's, nor anything else",
        arguments: [Signal.kill, Signal.terminate])
    func onlyTheRunningGroupGoes(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let pidFile = folder.path + "/children"
        let script = "trap '' HUP INT TERM; sleep 1000 & echo $! >> \"$0\"; echo running; wait"
        let bystander = try TestChild("/bin/sh", arguments: ["-c", "trap '' HUP INT TERM; echo ready; exec sleep 1000"])
        #expect(bystander.readLine() == "ready")
        let probe = try TestChild("driver-probe", arguments: ["--program", "--ended-first", "--", "sh", "-c", script, pidFile])
        let line = try #require(probe.readLine())
        let programs = line.split(separator: " ").compactMap { Int32($0) }
        try #require(programs.count == 2, "the probe said: \(line)")
        let children = try folder.read("children").split(separator: "\n").compactMap { Int32($0) }
        try #require(children.count == 2, "the programs wrote: \(children)")
        #expect(processExits(programs[0], within: 0), "the ended program is gone before the kill")
        #expect(processExits(children[0], within: 2_000), "what the ended program started went with its group")
        #expect(Posix.kill(children[1], 0), "what the running program started still runs")

        probe.kill(with: signal)

        #expect(processExits(children[1], within: 2_000), "the running program's group is killed")
        #expect(processExits(programs[1], within: 2_000))
        #expect(!processExits(bystander.pid, within: 0), "a process in no named group is left alone")
    }
}
