import SystemLayer

/// The machine's floor, measured in the same run as everything else: what spawning a
/// Swift executable and a pipe round trip cost before any of our code runs.
enum Floor {
    /// Spawns the trivial executable and reaps it, `runs` times.
    static func spawnAndReap(_ executable: String, runs: Int) throws -> Statistics {
        let spawn = ProcessSpawn(executable)
        let samples = try (0..<runs).map { _ in
            try time {
                let pid = try spawn.start()
                _ = Posix.waitForExit(pid)
            }
        }
        return Statistics(samples)
    }

    /// Sends a one-line message to the echoing executable and reads it back, `runs` times.
    /// With `crossCore`, this thread runs on core 0 and the echo on core 1, so every
    /// message wakes a process on the other core, as the driver's messages to an app do
    /// on a busy machine; nil when there is only one core.
    static func echoRoundTrip(_ executable: String, runs: Int, crossCore: Bool = false) throws -> Statistics? {
        if crossCore && ProcessAccounting.coreCount < 2 { return nil }
        let echo = try PipedChild(executable, arguments: ["--echo"])
        if crossCore {
            do {
                try Posix.pin(0, toCore: 0)
                try Posix.pin(echo.pid, toCore: 1)
            } catch {
                echo.finish()
                throw BenchError("cannot pin the echo round trip to two cores: \(error.reason)")
            }
        }
        defer {
            if crossCore { try? Posix.pin(0, toCore: nil) }
            echo.finish()
        }
        let line: [UInt8] = Array("ping\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 64)
        let samples = (0..<runs).map { _ in
            time {
                _ = echo.send(line)
                var received = 0
                while received < line.count {
                    let count = echo.receive(into: &buffer)
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
