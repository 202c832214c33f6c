import Foundation
import Glibc

/// Runs `executable` with `arguments` to the end and returns its exit status and its
/// output (standard output and error together). With `check`, the app is asked only to
/// check its arguments (`TUI_CHECK_LAUNCH_ARGUMENTS`, what `journey` does before a run).
///
/// It uses `posix_spawn` rather than Foundation's `Process`: on Linux, `Process.run()`
/// can crash the test process (swift-corelibs-foundation#5472).
func runToEnd(_ executable: String, _ arguments: [String], check: Bool = false) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["TUI_CHECK_LAUNCH_ARGUMENTS"] = check ? "1" : nil
    var output: [Int32] = [-1, -1]
    // Close-on-exec from the start, so no program another test starts meanwhile holds
    // the write end open and keeps this read from ending.
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &output) == 0 else {
        throw RunError("cannot create a socket pair: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_adddup2(&actions, output[1], 2)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    close(output[1])
    defer { close(output[0]) }
    guard spawned == 0 else { throw RunError("cannot start \(executable): \(String(cString: strerror(spawned)))") }

    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // An exit code, or for a process a signal ended, the signal's number.
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F
    return (code, String(decoding: bytes, as: UTF8.self))
}

/// Why a program could not be run.
struct RunError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
