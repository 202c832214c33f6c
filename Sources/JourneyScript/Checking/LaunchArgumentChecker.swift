import AutomationChannel
import Glibc
import ScreenModel

/// Asks an app whether it accepts a list of launch arguments, without starting it:
/// the app is run once with `AutomationProtocol.checkArgumentsEnvironmentKey` set and
/// answers with its own parser's verdict.
///
/// An app that does not know the question answers nothing a checker can read (or
/// nothing in time) and is stopped; its arguments are then checked when it launches.
package struct LaunchArgumentChecker: Sendable {
    /// What the app said.
    package enum Verdict: Sendable, Equatable {
        /// It takes them.
        case accepted
        /// It refuses the argument at `index` (-1 for none in particular), saying why.
        case refused(index: Int, reason: String)
        /// It gave no verdict: it does not answer the question.
        case unanswered
    }

    /// The app.
    package var executable: String
    /// How long an answer may take before the app is taken not to know the question.
    package var timeout: Duration

    /// Creates a checker for `executable`.
    package init(executable: String, timeout: Duration = .seconds(3)) {
        self.executable = executable
        self.timeout = timeout
    }

    /// The app's verdict on `arguments`.
    package func check(_ arguments: [String]) -> Verdict {
        guard let output = run(arguments) else { return .unanswered }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return .unanswered }
        if first == "launch-arguments ok" { return .accepted }
        let prefix = "launch-arguments refused "
        guard first.hasPrefix(prefix), let index = Int(first.dropFirst(prefix.count)) else { return .unanswered }
        let reason = lines.dropFirst().first { !$0.isEmpty } ?? "refused"
        return .refused(index: index, reason: reason)
    }

    /// What the app writes to standard output, or nil if it could not be run or did not
    /// finish in time (it is killed then).
    private func run(_ arguments: [String]) -> String? {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { return nil }
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        defer { close(pipe[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[1])

        let environment = Self.environment().map { "\($0.key)=\($0.value)" } + [AutomationProtocol.checkArgumentsEnvironmentKey + "=1"]
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(pipe[1])
        guard spawned == 0 else { return nil }

        var output: [UInt8] = []
        var finished = false
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while output.count < 65_536 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var poller = pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                finished = true
                break
            }
            output += chunk[..<count]
        }
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return finished ? String(decoding: output, as: UTF8.self) : nil
    }

    /// This process's environment without the automation channel's variables, which
    /// would make the app take the check for a launch.
    private static func environment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") { result[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
            pointer += 1
        }
        result[AutomationProtocol.channelEnvironmentKey] = nil
        result[AutomationProtocol.parentEnvironmentKey] = nil
        return result
    }
}
