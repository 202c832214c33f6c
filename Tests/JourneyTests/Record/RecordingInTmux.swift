import Driver
import ScreenModel
import Foundation
import Testing

extension RequiredProgram {
    /// The terminal multiplexer the recorder's end-to-end tests type into, as a person would.
    static let tmux = RequiredProgram(name: "tmux", package: "tmux")
}

/// `journey record` in a real terminal: a tmux session (with no status line, so the
/// recorder has all of its rows) whose client runs on a terminal of the driver's, so
/// the test waits on exactly what tmux shows. Keys go in with `tmux send-keys`, the
/// way a person's would.
///
/// A tmux server is a daemon: it outlives the test process that started it when that
/// process is killed. So each server's folder names its owner (pid and start time), and
/// every start first ends the servers, and removes the folders, of owners that no
/// longer run, never touching one whose owner still runs.
final class RecordingInTmux {
    /// The terminal tmux's client draws on.
    let terminal: Terminal
    private let socket: String
    /// The tmux server, which leads a session and process group of its own.
    private let server: Int32

    private init(terminal: Terminal, socket: String, server: Int32) {
        self.terminal = terminal
        self.socket = socket
        self.server = server
    }

    /// Starts `journey command arguments` (`journey record …` unless told) in `folder`, in
    /// a tmux window of `columns` x `rows`. After the command ends the pane stays, showing
    /// what it printed and its exit status.
    static func start(
        _ arguments: [String], in folder: TemporaryFolder, command journeyCommand: String = "record",
        columns: Int = 100, rows: Int = 32
    ) async throws -> RecordingInTmux {
        try folder.write("tmux.conf", "set -g status off\nset -g escape-time 0\n")
        // Claimed before the server exists, so no server is ever without an owner.
        try claim(folder.path)
        removeAbandoned()
        // The server's socket lives in the test's folder, so it goes with it.
        let socket = folder.path + "/tmux.socket"
        let command =
            ([JourneyExecutable.path, journeyCommand] + arguments).map(\.shellQuoted).joined(separator: " ")
            + "; echo \"journey exited with $?\"; exec cat"
        // tmux refuses to start inside another tmux unless TMUX is unset.
        let terminal = try await Terminal.launch(
            "env", arguments: ["-u", "TMUX", "tmux", "-S", socket, "-f", folder.path + "/tmux.conf", "new-session", "-s", "rec", command],
            columns: columns, rows: rows, workingDirectory: folder.path
        )
        terminal.timeout = .seconds(20)
        // Once the client draws, its server runs: the driver's keeper kills the server's
        // group should this process be killed (and the next start ends it should even that fail).
        try await terminal.wait(for: { !$0.text.isEmpty }, description: "the tmux session's first screen")
        let reply = try await runToEnd("/usr/bin/env", ["-u", "TMUX", "tmux", "-S", socket, "display-message", "-p", "#{pid}"])
        let server = try #require(Int32(reply.output.trimmingCharacters(in: .whitespacesAndNewlines)), "tmux named no server: \(reply.output)")
        ProcessGroupKeeper.guardGroup(server)
        return RecordingInTmux(terminal: terminal, socket: socket, server: server)
    }

    /// Presses keys by tmux's names: `Tab`, `Enter`, `Right`, `C-e`.
    func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "rec"] + keys)
    }

    /// Types `text` literally.
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "rec", "-l", text])
    }

    /// Waits until tmux shows `text`; returns the screen.
    @discardableResult
    func waitFor(_ text: String) async throws -> String {
        do {
            try await terminal.wait(forText: text)
        } catch {
            throw TmuxScreenMismatch(expected: text, screen: terminal.screen.lines.joined(separator: "\n"), cause: "\(error)")
        }
        return terminal.screen.lines.joined(separator: "\n")
    }

    /// Ends the tmux server and its client.
    func end() async {
        try? await tmux(["kill-server"])
        await terminal.terminate()
        ProcessGroupKeeper.release(server)
    }

    private func tmux(_ arguments: [String]) async throws {
        let status = try await runToEnd("/usr/bin/env", ["-u", "TMUX", "tmux", "-S", socket] + arguments).code
        #expect(status == 0 || arguments == ["kill-server"], "tmux \(arguments.joined(separator: " ")) exited with \(status)")
    }

    // MARK: - Servers of test processes that died

    /// The file in a recording's folder that names the process the server belongs to.
    static let ownerFile = "tmux.owner"

    /// Marks `folder` as holding a tmux server of process `owner` (by default this test
    /// process): its pid and start time, so a later pid of the same number is not it.
    static func claim(_ folder: String, for owner: pid_t = getpid()) throws {
        guard let started = startTime(of: owner) else { throw TmuxOwnerError(pid: owner) }
        try "\(owner) \(started)\n".write(toFile: folder + "/" + ownerFile, atomically: true, encoding: .utf8)
    }

    /// Ends the tmux server of, and removes, every recording folder under `root` whose
    /// owner no longer runs (killed, however, before it could end its server). A folder
    /// whose owner runs, or that names no owner, is left as it is.
    static func removeAbandoned(under root: String = FileManager.default.temporaryDirectory.path) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in names where name.hasPrefix(TemporaryFolder.prefix + "-") {
            let folder = root + "/" + name
            guard let text = try? String(contentsOfFile: folder + "/" + ownerFile, encoding: .utf8) else { continue }
            let fields = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard fields.count == 2, let owner = pid_t(fields[0]), let started = UInt64(fields[1]) else { continue }
            if startTime(of: owner) == started { continue }
            if let killer = try? TestChild("/usr/bin/env", arguments: ["-u", "TMUX", "tmux", "-S", folder + "/tmux.socket", "kill-server"]) {
                _ = killer.readAll()
                _ = killer.waitForExit()
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`'s 22nd
    /// field), or nil when no such process runs (a zombie has ended: it counts as gone).
    static func startTime(of pid: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        // After the name in parentheses: the state (field 3), ..., the start time (field 22).
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 19, fields[0] != "Z", fields[0] != "X" else { return nil }
        return UInt64(fields[19])
    }

}

/// What tmux showed when the text a test waited for never came.
struct TmuxScreenMismatch: Error, CustomStringConvertible {
    let expected: String
    let screen: String
    let cause: String

    var description: String {
        "tmux never showed \"\(expected)\"; it shows:\n\(screen)\n(\(cause.prefix { $0 != "\n" }))"
    }
}

/// A process that does not run cannot own a recording's tmux server.
struct TmuxOwnerError: Error, CustomStringConvertible {
    let pid: pid_t

    var description: String { "process \(pid) does not run: it cannot own a tmux server" }
}
