import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// The keeper's bookkeeping on its own: the groups and directories named and released,
/// in order, and exactly the groups it kills and the directories it removes at the end
/// of its input.
@Suite("Process-group keeper: which groups it kills and which directories it removes", .timeLimit(.minutes(1)), .dedicatedThread)
struct ProcessGroupKeeperScriptTests {
    /// What the keeper's script does at the end of `lines`, with `kill` and `rm` replaced
    /// by functions that print their arguments (`rm` failing `rmFails` times first).
    static func actions(after lines: [String], rmFails: Int = 0) throws -> [String] {
        let fakes = """
            kill() { printf 'kill %s\\n' "$*"; }
            failures=\(rmFails)
            rm() { printf 'rm'; printf ' %s' "$@"; printf '|\\n'; [ "$failures" -eq 0 ] || { failures=$((failures - 1)); return 1; }; }

            """
        let finished = try runToEnd("/bin/sh", ["-c", fakes + ProcessGroupKeeper.script, "keeper"], input: lines.map { $0 + "\n" }.joined())
        return finished.output.split(separator: "\n").map(String.init)
    }

    /// The groups the keeper kills at the end of `lines`.
    static func kills(after lines: [String]) throws -> [String] {
        try actions(after: lines).filter { $0.hasPrefix("kill ") }.map { String($0.dropFirst("kill ".count)) }
    }

    static func kill(_ group: Int) -> String { "-s KILL -- -\(group)" }

    static func remove(_ path: String) -> String { "rm -rf -- \(path)|" }

    @Test(
        "at the end of its input it removes every directory named and not released, exactly as named, and no other",
        arguments: [
            ([String](), [String]()),
            ([">/shm/tui-app-AAAAAA"], ["/shm/tui-app-AAAAAA"]),
            ([">/shm/tui-app-AAAAAA", "</shm/tui-app-AAAAAA"], []),
            ([">/a", ">/b", ">/c", "</b"], ["/a", "/c"]),
            ([">/a", "</a", ">/a"], ["/a"]),
            ([">/a", "</z"], ["/a"]),
            ([">/a b", ">/a", "</a"], ["/a b"]),
            ([">/a", ">/a b", "</a b"], ["/a"]),
            ([">/root with  two spaces /x", ">/star*", ">-dash", "> /lead"], ["/root with  two spaces /x", "/star*", "-dash", " /lead"]),
            (["+101", ">/a", "-101"], ["/a"]),
        ])
    func removesWhatIsStillNamed(lines: [String], folders: [String]) throws {
        let removed = try Self.actions(after: lines).filter { $0.hasPrefix("rm ") }

        #expect(removed == folders.map(Self.remove))
    }

    @Test("it kills the groups before it removes the directories, and a directory named with a group is not a group")
    func killsBeforeRemoving() throws {
        let actions = try Self.actions(after: ["+101", ">/a", "+202", ">/b"])

        #expect(actions == ["kill " + Self.kill(101), "kill " + Self.kill(202), Self.remove("/a"), Self.remove("/b")])
    }

    @Test("a removal that fails is tried once more, and only once", arguments: [(0, 1), (1, 2), (2, 2)])
    func failedRemovalIsRetriedOnce(failures: Int, attempts: Int) throws {
        let removed = try Self.actions(after: [">/a"], rmFails: failures)

        #expect(removed == Array(repeating: Self.remove("/a"), count: attempts))
    }

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
