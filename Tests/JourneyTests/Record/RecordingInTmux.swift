import Driver
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
final class RecordingInTmux {
    /// The terminal tmux's client draws on.
    let terminal: Terminal
    private let socket: String

    private init(terminal: Terminal, socket: String) {
        self.terminal = terminal
        self.socket = socket
    }

    /// Starts `journey record arguments` in `folder`, in a tmux window of `columns` x `rows`.
    /// After the command ends the pane stays, showing what it printed and its exit status.
    static func start(_ arguments: [String], in folder: TemporaryFolder, columns: Int = 100, rows: Int = 32) async throws -> RecordingInTmux {
        try folder.write("tmux.conf", "set -g status off\nset -g escape-time 0\n")
        // The server's socket lives in the test's folder, so it goes with it.
        let socket = folder.path + "/tmux.socket"
        let command = ([JourneyExecutable.path, "record"] + arguments).map(Self.shellQuoted).joined(separator: " ")
            + "; echo \"journey exited with $?\"; exec cat"
        // tmux refuses to start inside another tmux unless TMUX is unset.
        let terminal = try await Terminal.launch(
            "env", arguments: ["-u", "TMUX", "tmux", "-S", socket, "-f", folder.path + "/tmux.conf", "new-session", "-s", "rec", command],
            columns: columns, rows: rows, workingDirectory: folder.path
        )
        terminal.timeout = .seconds(20)
        return RecordingInTmux(terminal: terminal, socket: socket)
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
    }

    private func tmux(_ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["-u", "TMUX", "tmux", "-S", socket] + arguments
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        #expect(status == 0 || arguments == ["kill-server"], "tmux \(arguments.joined(separator: " ")) exited with \(status)")
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
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
