import DriverTesting
import Foundation
import SystemLayer
import Testing

/// A killed test process cannot end the tmux servers its recordings started: they are
/// daemons. The next start ends them and removes their folders, and only theirs.
@Suite("tmux servers of killed test processes", .tags(.program), .requires(.tmux), .timeLimit(.minutes(1)), .dedicatedThread)
struct AbandonedRecordingTests {
    @Test("the next start ends the tmux server of a killed owner and removes its folder; an owner that runs keeps both")
    func killedOwnersServerIsEnded() async throws {
        let abandoned = try TemporaryFolder()
        let kept = try TemporaryFolder()
        let owner = try TestChild("/bin/cat", arguments: [])
        try RecordingInTmux.claim(abandoned.path, for: owner.pid)
        try RecordingInTmux.claim(kept.path)
        let server = try Self.startServer(in: abandoned.path)
        let keptServer = try Self.startServer(in: kept.path)
        defer { Self.tmux(["-S", kept.path + "/tmux.socket", "kill-server"]) }
        owner.kill(with: Signal.kill)

        RecordingInTmux.removeAbandoned()

        #expect(processExits(server, within: 10_000), "the killed owner's tmux server \(server) still runs")
        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(Posix.kill(keptServer, 0), "the running owner's server was ended")
        #expect(FileManager.default.fileExists(atPath: kept.path + "/tmux.socket"))
    }

    @Test("a process that runs is told from a later one of the same number by its start time")
    func ownerIdentity() throws {
        let child = try TestChild("/bin/cat", arguments: [])
        let started = try #require(RecordingInTmux.startTime(of: child.pid))

        #expect(RecordingInTmux.startTime(of: Posix.processID) != nil)
        child.kill(with: Signal.kill)

        #expect(RecordingInTmux.startTime(of: child.pid) != started)
    }

    /// Starts a detached tmux server with its socket in `folder` and returns its pid.
    private static func startServer(in folder: String) throws -> Int32 {
        let socket = folder + "/tmux.socket"
        tmux(["-S", socket, "-f", "/dev/null", "new-session", "-d", "-s", "rec", "cat"])
        let pid = try #require(Int32(tmux(["-S", socket, "display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        try #require(Posix.kill(pid, 0))
        return pid
    }

    /// Runs tmux (outside any tmux the tests run in) and returns what it printed.
    @discardableResult
    private static func tmux(_ arguments: [String]) -> String {
        guard let client = try? TestChild("/usr/bin/env", arguments: ["-u", "TMUX", "tmux"] + arguments) else { return "" }
        let printed = client.readAll()
        _ = client.waitForExit()
        return printed
    }
}
