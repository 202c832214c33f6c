import SystemLayer

/// A program running as the leader of its own session on the terminal side of a
/// pseudo-terminal whose controlling side the driver holds.
struct PseudoTerminalProcess: Sendable {
    let pid: Int32
    /// The controlling side: what the program writes is read here, and keys are written here.
    let controller: Int32
    /// Becomes readable when the process exits; -1 if the kernel lacks pidfd.
    let exitNotifier: Int32
    /// The path of the terminal side, the program's terminal: `/dev/pts/3`.
    let terminal: String

    /// Starts `executable` on a new pseudo-terminal of `columns` by `rows`.
    ///
    /// The program gets its own session and process group with the terminal as its
    /// controlling terminal, and is sent SIGKILL if the calling thread ends: call this
    /// on the thread that watches the program for as long as it runs. Unless `keeper` is
    /// -1, its group is named on that socket before the program runs
    /// (`ProcessGroupKeeper.spawning`).
    static func spawn(
        executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int,
        workingDirectory: String?, keeper: Int32 = -1
    ) throws(SpawnError) -> PseudoTerminalProcess {
        let terminal: (controller: Int32, terminal: String)
        do throws(SystemError) {
            terminal = try PseudoTerminal.open(columns: columns, rows: rows)
        } catch {
            throw SpawnError(problem: .cannotOpenPseudoTerminal(DriverError.SystemError(error)))
        }
        let pid: Int32
        do throws(PseudoTerminal.StartError) {
            pid = try PseudoTerminal.start(
                executable, arguments: arguments, environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
                on: terminal.terminal, workingDirectory: workingDirectory, parentDeathSignal: Signal.kill,
                namingGroupTo: keeper
            )
        } catch {
            Posix.close(terminal.controller)
            let step: DriverError.TerminalStartStep =
                switch error.step {
                case .parentDeathSignal: .parentDeathSignal
                case .session: .session
                case .controllingTerminal: .controllingTerminal
                case .workingDirectory: .workingDirectory(workingDirectory ?? "")
                case .execute: .execute
                case .fork: .fork
                }
            throw SpawnError(problem: .cannotStartOnTerminal(step, DriverError.SystemError(error.error)))
        }
        return PseudoTerminalProcess(pid: pid, controller: terminal.controller, exitNotifier: Posix.exitNotifier(for: pid), terminal: terminal.terminal)
    }

    /// Sends `signal` to the program's whole process group, and to the program itself.
    func signalGroup(_ signal: Int32) {
        Posix.kill(-pid, signal)
        Posix.kill(pid, signal)
    }

    /// Blocks until the program has exited and returns how it ended.
    func waitForExit() -> ExitStatus {
        Posix.waitForExit(pid) ?? .unreaped
    }

    /// Tells the program its terminal is now `columns` by `rows` (the kernel sends SIGWINCH).
    func setSize(columns: Int, rows: Int) {
        PseudoTerminal.setSize(controller, columns: columns, rows: rows)
    }
}
