@testable import DemoApp
import Driver
import Glibc
import ScreenModel
import SystemShims

/// The built DemoApp running in a pseudo-terminal, as a person would run it: the test
/// types keys into the terminal and reads what the app draws.
final class PseudoTerminalSession {
    /// Why the session could not start or a wait ran out.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    let processID: pid_t
    /// Everything the app has drawn so far, escape sequences removed.
    private(set) var text = ""

    /// Starts the app with `arguments` on a new pseudo-terminal of `size`.
    init(arguments: [String], size: Size) throws {
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
        let executable = App.defaultExecutable
        // Without the automation variables the app chooses its terminal front end.
        let environment = POSIX.environmentVariables(withPrefixes: [""])
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
        _ = shim_set_terminal_size(master, Int32(size.width), Int32(size.height))
        kill(processID, SIGWINCH)
    }

    /// Sends `keys` as a terminal would: `\t` is Tab, `\r` is Enter.
    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the app draws until `text` appears, or fails after `timeout`.
    func waitForText(_ wanted: String, timeout: Duration = .seconds(10)) throws {
        let deadline = ContinuousClock.now + timeout
        while !text.contains(wanted) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw Failure(description: "'\(wanted)' did not appear within \(timeout); the terminal showed:\n\(text.suffix(2_000))")
            }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&poller, 1, max(1, milliseconds)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 16_384)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else {
                throw Failure(description: "the app closed the terminal before '\(wanted)' appeared; it showed:\n\(text.suffix(2_000))")
            }
            text += Self.withoutEscapes(String(decoding: buffer[0..<count], as: UTF8.self))
        }
    }

    /// Waits for the app to exit and returns its exit status, or nil if it was killed.
    func waitForExit() -> Int32? {
        var status: Int32 = 0
        guard waitpid(processID, &status, 0) == processID else { return nil }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// `text` without ANSI control sequences (ESC [ … final byte, ESC ? …).
    private static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let next = iterator.next(), next == "[" else { continue }
            while let inner = iterator.next(), !(0x40...0x7E).contains(inner.value) {}
            // A cursor move starts a new row; keep rows apart so words do not run together.
            result += "\n"
        }
        return result
    }
}
