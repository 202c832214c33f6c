import Driver
import SystemLayer
import Testing

/// A process a test starts and watches, with its standard input and output piped,
/// waited on through a pidfd: never by sleeping.
final class TestChild {
    let pid: Int32
    private let input: Int32
    private let output: Int32

    /// Starts `executable` (a path, or a name looked up beside the test bundle), with
    /// its standard error joined to its standard output, no other descriptor open and
    /// no signal blocked.
    init(_ executable: String, arguments: [String], environment: [String: String] = [:]) throws {
        let path = executable.hasPrefix("/") ? executable : TestChild.buildDirectory + "/" + executable
        guard let toChild = try? Posix.pipe(), let fromChild = try? Posix.pipe() else { throw TestChildError("cannot create pipes") }
        let pid: Int32
        do {
            pid = try spawnProgram(
                path, arguments: arguments, environment: environment.isEmpty ? nil : environment,
                input: toChild.read, output: fromChild.write, errors: fromChild.write
            )
        } catch {
            [toChild.read, toChild.write, fromChild.read, fromChild.write].forEach { Posix.close($0) }
            throw error
        }
        Posix.close(toChild.read)
        Posix.close(fromChild.write)
        self.pid = pid
        input = toChild.write
        output = fromChild.read
    }

    private var reaped = false

    deinit {
        if !inputClosed { Posix.close(input) }
        Posix.close(output)
        guard !reaped else { return }
        Posix.kill(pid, Signal.kill)
        _ = reap(pid)
    }

    /// How long a read waits for the child to write before the child is deemed hung.
    static let silenceLimit: Int32 = 60_000

    /// Waits until the child has written something (or closed its output); if it stays
    /// silent past `silenceLimit`, records an issue and kills it, so a hung child fails
    /// its test instead of hanging the run.
    private func awaitOutput() {
        guard !Posix.waitReadable(output, until: .after(.milliseconds(Self.silenceLimit))) else { return }
        Issue.record("the child process \(pid) wrote nothing for \(Self.silenceLimit / 1000) s; it was killed")
        Posix.kill(pid, Signal.kill)
    }

    /// The next line the child writes, without its line break (nil at end of output).
    func readLine() -> String? {
        var line: [UInt8] = []
        var byte: [UInt8] = [0]
        while true {
            awaitOutput()
            guard (try? Posix.read(output, into: &byte)) == 1 else { break }
            if byte[0] == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte[0])
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// Everything the child writes until it closes its output.
    func readAll() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            awaitOutput()
            let count = (try? Posix.read(output, into: &chunk)) ?? -1
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
        _ = bytes.withUnsafeBytes { try? Posix.write(input, $0) }
    }

    /// Closes the child's standard input (a `driver-probe` then ends its app and exits)
    /// and waits for it to exit.
    func finish() -> Driver.ExitStatus {
        Posix.close(input)
        inputClosed = true
        return waitForExit()
    }

    private var inputClosed = false

    /// Sends `signal` to the child and reaps it.
    func kill(with signal: Int32) {
        Posix.kill(pid, signal)
        _ = waitForExit()
    }

    /// The directory the test bundle and the package's executables are built in.
    static var buildDirectory: String {
        String(demoApp.dropLast("/DemoApp".count))
    }
}

/// Whether process `pid` exits within `timeout` milliseconds, watched through a pidfd.
func processExits(_ pid: Int32, within timeout: Int32) -> Bool {
    let descriptor = Posix.exitNotifier(for: pid)
    guard descriptor >= 0 else { return SystemError.current("pidfd_open").code == ErrorNumber.noSuchProcess }
    defer { Posix.close(descriptor) }
    return Posix.waitReadable(descriptor, timeout: timeout)
}

/// Whether there is no process `pid`: signal 0 finds none (`ESRCH`).
func noSuchProcess(_ pid: Int32) -> Bool {
    !Posix.kill(pid, 0) && SystemError.current("kill").code == ErrorNumber.noSuchProcess
}

struct TestChildError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
