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
        let pid: pid_t
        do {
            pid = try spawnProgram(
                path, arguments: arguments, environment: environment.isEmpty ? nil : environment,
                input: toChild[0], output: fromChild[1], errors: fromChild[1]
            )
        } catch {
            (toChild + fromChild).forEach { close($0) }
            throw error
        }
        close(toChild[0])
        close(fromChild[1])
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
        _ = reap(pid)
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
        reaped = true
        return reap(pid)
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
