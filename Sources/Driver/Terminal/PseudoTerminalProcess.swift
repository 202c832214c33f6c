import Glibc
import SystemShims

/// A program running as the leader of its own session on the terminal side of a
/// pseudo-terminal whose controlling side the driver holds.
struct PseudoTerminalProcess: Sendable {
    let pid: pid_t
    /// The controlling side: what the program writes is read here, and keys are written here.
    let controller: Int32
    /// Becomes readable when the process exits; -1 if the kernel lacks pidfd.
    let exitNotifier: Int32

    /// Why a program could not be started.
    struct SpawnError: Error {
        let problem: DriverError.LaunchProblem
    }

    /// Starts `executable` on a new pseudo-terminal of `columns` by `rows`.
    ///
    /// The program gets its own session and process group with the terminal as its
    /// controlling terminal, and is sent SIGKILL if the calling thread ends: call this
    /// on the thread that watches the program for as long as it runs.
    static func spawn(
        executable: String, arguments: [String], environment: [String: String], columns: Int, rows: Int,
        workingDirectory: String?
    ) throws(SpawnError) -> PseudoTerminalProcess {
        var controller: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        guard shim_open_pseudo_terminal(&controller, &name, name.count, Int32(columns), Int32(rows)) == 0 else {
            throw SpawnError(problem: .cannotOpenPseudoTerminal(.current))
        }
        let flags = fcntl(controller, F_GETFL)
        _ = fcntl(controller, F_SETFL, flags | O_NONBLOCK)

        let argv = CStrings([executable] + arguments)
        let envp = CStrings(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        var failedStep: Int32 = 0
        let pid = name.withUnsafeBufferPointer { terminal in
            shim_spawn_on_terminal(executable, argv.pointers, envp.pointers, terminal.baseAddress, workingDirectory, SIGKILL, &failedStep)
        }
        guard pid > 0 else {
            let error = DriverError.SystemError.current
            close(controller)
            let step: DriverError.TerminalStartStep = switch failedStep {
            case 1: .parentDeathSignal
            case 2: .session
            case 3: .controllingTerminal
            case 4: .workingDirectory(workingDirectory ?? "")
            case 5: .execute
            default: .fork
            }
            throw SpawnError(problem: .cannotStartOnTerminal(step, error))
        }
        return PseudoTerminalProcess(pid: pid, controller: controller, exitNotifier: shim_pidfd_open(pid))
    }

    /// Sends `signal` to the program's whole process group, and to the program itself.
    func signalGroup(_ signal: Int32) {
        kill(-pid, signal)
        kill(pid, signal)
    }

    /// Blocks until the program has exited and returns how it ended.
    func waitForExit() -> ExitStatus {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        return result == pid ? ExitStatus(waitStatus: status) : .exited(-1)
    }

    /// Tells the program its terminal is now `columns` by `rows` (the kernel sends SIGWINCH).
    func setSize(columns: Int, rows: Int) {
        _ = shim_set_terminal_size(controller, Int32(columns), Int32(rows))
    }
}
