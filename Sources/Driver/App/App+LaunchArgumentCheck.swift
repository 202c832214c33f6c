import AutomationChannel
import SystemLayer

extension App {
    /// Asks the app at `executable` whether it accepts `arguments`, without starting it:
    /// the app runs once with `TUI_CHECK_LAUNCH_ARGUMENTS` set and answers with its own
    /// parser's verdict (docs/protocol.md), so a mistyped flag is refused before any
    /// launch.
    ///
    /// An app that does not know the question answers nothing readable, or nothing
    /// within `timeout`, and is killed: the verdict is then `.unanswered`, and its
    /// arguments are checked when it launches. Blocks the calling thread until the app
    /// has answered and been reaped.
    public static func checkLaunchArguments(_ arguments: [String], executable: String, timeout: Duration = .seconds(3)) -> LaunchArgumentVerdict {
        guard let output = verdictText(executable: executable, arguments: arguments, timeout: timeout) else { return .unanswered }
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
    private static func verdictText(executable: String, arguments: [String], timeout: Duration) -> String? {
        guard let pipe = try? Posix.pipe() else { return nil }
        defer { Posix.close(pipe.read) }
        // The test process's environment without the channel's variables, which would
        // make the app take the check for a launch.
        var environment = ProcessEnvironment.variables()
        environment[AutomationProtocol.channelEnvironmentKey] = nil
        environment[AutomationProtocol.parentEnvironmentKey] = nil
        let spawn = ProcessSpawn(
            executable, arguments: arguments,
            environment: environment.map { "\($0.key)=\($0.value)" } + [AutomationProtocol.checkArgumentsEnvironmentKey + "=1"],
            descriptors: [.open("/dev/null", .readOnly, as: 0), .duplicate(pipe.write, as: 1), .open("/dev/null", .writeOnly, as: 2), .close(pipe.write)]
        )
        let pid = try? spawn.start()
        Posix.close(pipe.write)
        guard let pid else { return nil }

        var output: [UInt8] = []
        var finished = false
        let deadline = Monotonic.after(timeout)
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while output.count < 65_536 {
            guard Posix.waitReadable(pipe.read, until: deadline) else { break }
            guard let count = try? Posix.read(pipe.read, into: &chunk) else { break }
            guard count > 0 else {
                finished = true
                break
            }
            output += chunk[..<count]
        }
        if !finished { Posix.kill(pid, Signal.kill) }
        _ = Posix.waitForExit(pid)
        return finished ? String(decoding: output, as: UTF8.self) : nil
    }
}
