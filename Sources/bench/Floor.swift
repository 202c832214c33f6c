import Glibc
import SystemShims

/// The machine's floor, measured in the same run as everything else: what spawning a
/// Swift executable and a pipe round trip cost before any of our code runs.
enum Floor {
    /// Spawns the trivial executable and reaps it, `runs` times.
    static func spawnAndReap(_ executable: String, runs: Int) throws -> Statistics {
        let samples = try (0..<runs).map { _ in
            try time {
                var pid: pid_t = 0
                let argv = [strdup(executable), nil]
                defer { free(argv[0]) }
                let result = posix_spawn(&pid, executable, nil, nil, argv, environ)
                guard result == 0 else { throw BenchError("cannot spawn \(executable): \(String(cString: strerror(result)))") }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
        }
        return Statistics(samples)
    }

    /// Sends a one-line message to the echoing executable and reads it back, `runs` times.
    /// With `crossCore`, this thread runs on core 0 and the echo on core 1, so every
    /// message wakes a process on the other core, as the driver's messages to an app do
    /// on a busy machine; nil when there is only one core.
    static func echoRoundTrip(_ executable: String, runs: Int, crossCore: Bool = false) throws -> Statistics? {
        if crossCore && JourneyFigures.coreCount < 2 { return nil }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchError("cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[1])
        posix_spawn_file_actions_addclose(&actions, fromChild[0])
        var pid: pid_t = 0
        let argv = [strdup(executable), strdup("--echo"), nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot spawn \(executable)") }
        close(toChild[0])
        close(fromChild[1])
        if crossCore {
            guard shim_pin_to_core(0, 0) == 0, shim_pin_to_core(pid, 1) == 0 else { throw BenchError("cannot pin the echo round trip to two cores") }
        }
        defer {
            if crossCore { _ = shim_pin_to_core(0, -1) }
            close(toChild[1])
            close(fromChild[0])
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let line: [UInt8] = Array("ping\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 64)
        let samples = (0..<runs).map { _ in
            time {
                _ = line.withUnsafeBytes { write(toChild[1], $0.baseAddress, $0.count) }
                var received = 0
                while received < line.count {
                    let count = buffer.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
                    if count <= 0 { break }
                    received += count
                }
            }
        }
        return Statistics(samples)
    }
}

/// A reason the benchmark cannot go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
