import Driver
import Glibc
import SystemShims

/// A process a test starts and watches, with its standard input and output piped,
/// waited on through a pidfd: never by sleeping.
final class TestChild {
    let pid: pid_t
    private let input: Int32
    private let output: Int32

    /// Starts `executable` (a path, or a name looked up beside the test bundle).
    init(_ executable: String, arguments: [String]) throws {
        let path = executable.hasPrefix("/") ? executable : TestChild.buildDirectory + "/" + executable
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard shim_pipe(&toChild, 0) == 0, shim_pipe(&fromChild, 0) == 0 else { throw TestChildError("cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard result == 0 else { throw TestChildError("cannot start \(path): \(String(cString: strerror(result)))") }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        close(input)
        close(output)
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// The next line the child writes, without its line break (nil at end of output).
    func readLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while read(output, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// Sends `signal` to the child and reaps it.
    func kill(with signal: Int32) {
        Glibc.kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
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
