import Foundation
import Glibc

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
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return Result(status: -1, output: "cannot create a pipe", timedOut: false, stoppedEarly: false, seconds: 0) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // The tool is single-threaded: moving its own directory for the spawn is safe.
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory)
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        _ = FileManager.default.changeCurrentDirectoryPath(previous)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            return Result(status: -1, output: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))", timedOut: false, stoppedEarly: false, seconds: 0)
        }

        var output: [UInt8] = []
        var pendingLine: [UInt8] = []
        var timedOut = false, stoppedEarly = false
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = started.addingTimeInterval(timeout)
        reading: while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { timedOut = true; break }
            var poller = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000)) + 1)
            if ready < 0 { if errno == EINTR { continue }; break }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += chunk[0..<count]
            pendingLine += chunk[0..<count]
            while let newline = pendingLine.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pendingLine[..<newline], as: UTF8.self)
                pendingLine.removeSubrange(...newline)
                if stopWhen(line[...]) { stoppedEarly = true; break reading }
            }
        }
        if timedOut || stoppedEarly { kill(-pid, SIGKILL) }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Whatever the group started may outlive its leader; none may outlive the run.
        kill(-pid, SIGKILL)
        let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(
            status: exit, output: String(decoding: output, as: UTF8.self), timedOut: timedOut,
            stoppedEarly: stoppedEarly, seconds: Date().timeIntervalSince(started)
        )
    }
}
