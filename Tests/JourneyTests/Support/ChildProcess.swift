import Driver
import Glibc
import SystemShims
import Testing

/// A process a test starts and watches, with its standard input and output piped,
/// waited on through a pidfd: never by sleeping.
final class TestChild {
    let pid: pid_t
    private let input: Int32
    private let output: Int32

    /// Starts `executable` (a path, or a name looked up beside the test bundle), with
    /// its standard error joined to its standard output, no other descriptor open and
    /// no signal blocked.
    init(_ executable: String, arguments: [String], environment: [String: String] = [:]) throws {
        let path = executable.hasPrefix("/") ? executable : TestChild.buildDirectory + "/" + executable
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard shim_pipe(&toChild, 0) == 0, shim_pipe(&fromChild, 0) == 0 else { throw TestChildError("cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 2)
        // Only those three: a descriptor another test holds open meanwhile (its own
        // child's pipes, an app's channel) must not appear in this child under any number.
        shim_spawn_close_from(&actions, 3)
        // No signal blocked, whatever the spawning thread blocks: a daemon the child starts
        // (a tmux server) would otherwise never hear of its own children ending.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let variables = environment.isEmpty ? [] : environment.map { "\($0.key)=\($0.value)" }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = environment.isEmpty
            ? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            : posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else { throw TestChildError("cannot start \(path): \(String(cString: strerror(result)))") }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    private var reaped = false

    deinit {
        if !inputClosed { close(input) }
        close(output)
        guard !reaped else { return }
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// How long a read waits for the child to write before the child is deemed hung.
    static let silenceLimit: Int32 = 60_000

    /// Waits until the child has written something (or closed its output); if it stays
    /// silent past `silenceLimit`, records an issue and kills it, so a hung child fails
    /// its test instead of hanging the run.
    private func awaitOutput() {
        var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        var ready: Int32
        repeat { ready = poll(&poller, 1, Self.silenceLimit) } while ready < 0 && errno == EINTR
        guard ready == 0 else { return }
        Issue.record("the child process \(pid) wrote nothing for \(Self.silenceLimit / 1000) s; it was killed")
        Glibc.kill(pid, SIGKILL)
    }

    /// The next line the child writes, without its line break (nil at end of output).
    func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            awaitOutput()
            guard read(output, &byte, 1) == 1 else { break }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// Everything the child writes until it closes its output.
    func readAll() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            awaitOutput()
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits for the child to exit and returns how it ended.
    func waitForExit() -> Driver.ExitStatus {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }

    /// Writes `line` and a line break to the child's standard input.
    func send(line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
    }

    /// Closes the child's standard input (a `driver-probe` then ends its app and exits)
    /// and waits for it to exit.
    func finish() -> Driver.ExitStatus {
        close(input)
        inputClosed = true
        return waitForExit()
    }

    private var inputClosed = false

    /// Sends `signal` to the child and reaps it.
    func kill(with signal: Int32) {
        Glibc.kill(pid, signal)
        _ = waitForExit()
    }

    /// The directory the test bundle and the package's executables are built in.
    static var buildDirectory: String {
        String(App.defaultExecutable.dropLast("/DemoApp".count))
    }
}

/// Whether process `pid` exits within `timeout` milliseconds, watched through a pidfd.
func processExits(_ pid: pid_t, within timeout: Int32) -> Bool {
    let descriptor = shim_pidfd_open(pid)
    guard descriptor >= 0 else { return errno == ESRCH }
    defer { close(descriptor) }
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, timeout) == 1
}

struct TestChildError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
