package import SystemLayer

/// The process side of a session: the channel to it, its output, and how to signal
/// it and collect its exit. A real child process in use; an in-process fake in the
/// driver's own unit tests.
package protocol AppProcess: Sendable {
    /// The process id, for messages and `App.processIdentifier`.
    var pid: Int32 { get }
    /// The driver's end of the automation channel.
    var channel: Int32 { get }
    /// Where the app's output can be read, or -1 when there is none.
    var log: Int32 { get }
    /// A descriptor that becomes readable when the process exits, or -1 when the
    /// channel closing is the only sign.
    var exitNotifier: Int32 { get }
    /// Sends `signal` to the process.
    func signal(_ signal: Int32)
    /// Blocks until the process has exited and returns how it ended.
    func waitForExit() -> ExitStatus
}

/// Starts app processes for an `App`.
package protocol AppLauncher: Sendable {
    /// What is launched, for messages (the executable's path).
    var name: String { get }
    /// Starts the app with the channel on descriptor 3, taking no longer than `deadline`
    /// to hand it over (the launch's own timeout runs out then).
    func launch(arguments: [String], environment: [String: String], deadline: Monotonic) throws(DriverError) -> any AppProcess
}

/// Launches an executable as a child process: forked from its prepared process when
/// the app supports that (see `PreparedLaunches`), else spawned.
struct ExecutableLauncher: AppLauncher {
    let executable: String
    /// Whether launches may fork from a prepared process (`PreparedLaunches`).
    var preparedLaunches = PreparedLaunches.enabled

    var name: String { executable }

    func launch(arguments: [String], environment: [String: String], deadline: Monotonic) throws(DriverError) -> any AppProcess {
        do {
            if preparedLaunches,
                let process = try PreparedLaunches.shared.launch(
                    executable: executable, arguments: arguments, environment: environment, deadline: deadline)
            {
                return process
            }
            return try ChildProcess.spawn(executable: executable, arguments: arguments, environment: environment)
        } catch {
            throw DriverError(.launchFailed(executable: executable, problem: error.problem))
        }
    }
}
