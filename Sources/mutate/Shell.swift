import Foundation
import SystemLayer

/// Runs a command in a process group of its own, collecting its output, and stops the
/// whole group when its time runs out or its output says enough.
enum Shell {
    /// How a run ended.
    struct Result {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        let output: String
        /// Its time ran out and it was killed.
        let timedOut: Bool
        /// `stopWhen` matched a line and it was killed.
        let stoppedEarly: Bool
        let seconds: Double

        var succeeded: Bool { status == 0 && !timedOut && !stoppedEarly }
    }

    /// Runs `arguments` (the first is looked up in `PATH`) in `directory`.
    ///
    /// - Parameters:
    ///   - timeout: seconds after which the process group is killed.
    ///   - stopWhen: called with each line of output; true kills the group at once.
    static func run(
        _ arguments: [String], in directory: String, timeout: Double,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        stopWhen: (Substring) -> Bool = { _ in false }
    ) -> Result {
        let started = Date()
        guard let pipeEnds = try? Posix.pipe() else {
            return Result(status: -1, output: "cannot create a pipe", timedOut: false, stoppedEarly: false, seconds: 0)
        }
        let spawn = ProcessSpawn(
            arguments[0], arguments: Array(arguments.dropFirst()), environment: environment.map { "\($0.key)=\($0.value)" },
            searchingPath: true, newProcessGroup: true,
            descriptors: [.open("/dev/null", .readOnly, as: 0), .duplicate(pipeEnds.write, as: 1), .duplicate(pipeEnds.write, as: 2), .close(pipeEnds.read)],
            workingDirectory: directory
        )
        let spawned = Swift.Result { () throws(SystemError) in try spawn.start() }
        Posix.close(pipeEnds.write)
        let pid: Int32
        switch spawned {
        case let .success(started): pid = started
        case let .failure(error):
            Posix.close(pipeEnds.read)
            return Result(status: -1, output: "cannot run \(arguments[0]): \(error.reason)", timedOut: false, stoppedEarly: false, seconds: 0)
        }

        var output: [UInt8] = []
        var pendingLine: [UInt8] = []
        var timedOut = false, stoppedEarly = false
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = Monotonic.after(.seconds(timeout))
        reading: while true {
            var poller = [PollDescriptor(pipeEnds.read, for: .input)]
            guard let ready = try? Posix.poll(&poller, until: deadline) else { break }
            if ready == 0 { timedOut = true; break }
            guard let count = try? Posix.read(pipeEnds.read, into: &chunk), count > 0 else { break }
            output += chunk[0..<count]
            pendingLine += chunk[0..<count]
            while let newline = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pendingLine[..<newline], as: UTF8.self)
                pendingLine.removeSubrange(...newline)
                if stopWhen(line[...]) { stoppedEarly = true; break reading }
            }
        }
        if timedOut || stoppedEarly { Posix.kill(-pid, Signal.kill) }
        Posix.close(pipeEnds.read)
        let status = Posix.waitForExit(pid) ?? .exited(0)
        // Whatever the group started may outlive its leader; none may outlive the run.
        Posix.kill(-pid, Signal.kill)
        let exit = status.shellStatus
        return Result(
            status: exit, output: String(decoding: output, as: UTF8.self), timedOut: timedOut,
            stoppedEarly: stoppedEarly, seconds: Date().timeIntervalSince(started)
        )
    }
}
