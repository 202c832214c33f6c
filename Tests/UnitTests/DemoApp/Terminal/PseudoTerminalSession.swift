@testable import AppAutomation
import AutomationChannel
@testable import DemoApp
import Driver
import Foundation
import Glibc
import SystemLayer
import ScreenModel
import SystemShims
import TerminalEmulator
@testable import TerminalUI

/// The built DemoApp running in a pseudo-terminal, as a person would run it: the test
/// types keys into the terminal and reads the screen the app draws, as the terminal
/// shows it now (not everything written since launch).
///
/// Its waits run on a thread of their own, so a test waiting on the terminal leaves
/// Swift's few cooperative threads to the tests beside it. One test uses a session at a
/// time, which is what makes it safe to send to that thread.
final class PseudoTerminalSession: @unchecked Sendable {
    /// Why the session could not start or a wait ran out.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    let processID: pid_t
    /// The terminal the app draws on.
    private var emulator: Emulator
    /// What the terminal shows now.
    var screen: TerminalScreen { emulator.screen }

    /// Starts the app with `arguments` on a new pseudo-terminal of `size`.
    init(arguments: [String], size: Size) throws {
        emulator = Emulator(columns: size.width, rows: size.height)
        var controller: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        guard shim_open_pseudo_terminal(&controller, &name, name.count, Int32(size.width), Int32(size.height)) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        master = controller
        let terminalPath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, descriptor, terminalPath, O_RDWR, 0)
        }
        let executable = App.executable(named: "DemoApp")
        // Without the automation variables the app chooses its terminal front end.
        let environment = Posix.environmentVariables(withPrefixes: [""])
            .filter { $0.key != AutomationProtocol.channelEnvironmentKey && $0.key != AutomationProtocol.parentEnvironmentKey }
            .map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard status == 0 else {
            close(master)
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        processID = pid
    }

    /// Whether the terminal echoes what is typed and hands it over a line at a time, as a
    /// shell leaves it (false while an app has it in raw mode).
    var isInLineMode: Bool {
        var modes = termios()
        guard tcgetattr(master, &modes) == 0 else { return false }
        return modes.c_lflag & tcflag_t(ECHO) != 0 && modes.c_lflag & tcflag_t(ICANON) != 0
    }

    deinit {
        kill(processID, SIGKILL)
        var status: Int32 = 0
        waitpid(processID, &status, 0)
        close(master)
    }

    /// Resizes the terminal, as a person dragging the window does, and tells the app.
    func resize(to size: Size) {
        emulator.resize(columns: size.width, rows: size.height)
        _ = shim_set_terminal_size(master, Int32(size.width), Int32(size.height))
        kill(processID, SIGWINCH)
    }

    /// Sends `keys` as a terminal would: `\t` is Tab, `\r` is Enter.
    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the app draws until the screen shows `text`, or fails after `timeout`.
    @discardableResult
    func waitForText(_ wanted: String, timeout: Duration = .seconds(10)) async throws -> TerminalScreen {
        try await waitForScreen("'\(wanted)' on screen", timeout: timeout) { $0.shows(wanted) }
    }

    /// Reads what the app draws until the screen satisfies `condition`, and returns it;
    /// fails after `timeout`, showing the screen as it was.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(10), until condition: @escaping @Sendable (TerminalScreen) -> Bool
    ) async throws -> TerminalScreen {
        try await onItsOwnThread { try self.readScreen(until: condition, what: what, timeout: timeout) }
    }

    /// Waits up to `timeout` for the app to exit and returns its exit status, or nil if a
    /// signal ended it. An app still running at the deadline is killed (and nil returned),
    /// so a test that expected an exit fails instead of hanging the run.
    func waitForExit(timeout: Duration = .seconds(10)) async -> Int32? {
        (try? await onItsOwnThread { self.reap(timeout: timeout) }) ?? nil
    }

    /// Runs `body` on a new thread and returns what it returns.
    private func onItsOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    private func readScreen(until condition: (TerminalScreen) -> Bool, what: String, timeout: Duration) throws -> TerminalScreen {
        let deadline = ContinuousClock.now + timeout
        while !condition(screen) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw Failure(description: "\(what) did not happen within \(timeout); the terminal shows:\n\(screen.framed)")
            }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(1, milliseconds)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 16_384)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else {
                throw Failure(description: "the app closed the terminal before \(what); it showed:\n\(screen.framed)")
            }
            emulator.feed(buffer[0..<count])
        }
        return screen
    }

    private func reap(timeout: Duration) -> Int32? {
        let exitNotifier = shim_pidfd_open(processID)
        if exitNotifier >= 0 {
            defer { close(exitNotifier) }
            var poller = pollfd(fd: exitNotifier, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
            if poll(&poller, 1, milliseconds) == 0 { kill(processID, SIGKILL) }
        }
        var status: Int32 = 0
        guard waitpid(processID, &status, 0) == processID else { return nil }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }
}
