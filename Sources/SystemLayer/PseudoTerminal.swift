import Glibc
import SystemShims

/// A pseudo-terminal and the program started on it.
package enum PseudoTerminal {
    /// The step of starting a program on a terminal that failed.
    package enum StartStep: Sendable, Hashable {
        /// Forking the process.
        case fork
        /// Setting the parent-death signal.
        case parentDeathSignal
        /// Starting a session.
        case session
        /// Making the terminal the controlling one.
        case controllingTerminal
        /// Changing to the working directory.
        case workingDirectory
        /// Executing the program.
        case execute
    }

    /// Why a program could not start on a terminal: the step and the system's error.
    package struct StartError: Error, Sendable {
        /// What failed.
        package let step: StartStep
        /// The system's error.
        package let error: SystemError
    }

    /// Opens a new pseudo-terminal of `columns` by `rows`.
    ///
    /// - Returns: its controlling side (close-on-exec, non-blocking) and the path of its
    ///   terminal side.
    package static func open(columns: Int, rows: Int) throws(SystemError) -> (controller: Int32, terminal: String) {
        var controller: Int32 = -1
        var name = [CChar](repeating: 0, count: 256)
        _ = try Posix.retrying("posix_openpt") { shim_open_pseudo_terminal(&controller, &name, name.count, Int32(columns), Int32(rows)) }
        do throws(SystemError) {
            try Posix.setNonBlocking(controller)
        } catch {
            Posix.close(controller)
            throw error
        }
        return (controller, String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Starts `executable` with `arguments` (after `argv[0]`) and `environment` as the
    /// leader of a new session whose controlling terminal is `terminal` (standard
    /// input, output and error), in `workingDirectory` if given, with default signal
    /// handling, an empty signal mask, `parentDeathSignal` sent to it when the calling
    /// thread ends, and every other descriptor closed on exec.
    ///
    /// Unless `keeper` is -1, the new process names its process group on the stream socket
    /// `keeper` (a line `+PID`) before the program runs, and a start that fails takes the
    /// name back (`-PID`) once the process is reaped: the caller holds off every other
    /// writer to that socket until this returns.
    ///
    /// - Returns: its process id.
    package static func start(
        _ executable: String, arguments: [String], environment: [String], on terminal: String, workingDirectory: String?,
        parentDeathSignal: Int32, namingGroupTo keeper: Int32 = -1
    ) throws(StartError) -> Int32 {
        let argv = CStrings([executable] + arguments)
        let envp = CStrings(environment)
        var failedStep: Int32 = 0
        let pid = shim_spawn_on_terminal(
            executable, argv.pointers, envp.pointers, terminal, workingDirectory, parentDeathSignal, keeper, &failedStep)
        guard pid > 0 else {
            let error = SystemError.current("fork")
            let step: StartStep =
                switch failedStep {
                case 1: .parentDeathSignal
                case 2: .session
                case 3: .controllingTerminal
                case 4: .workingDirectory
                case 5: .execute
                default: .fork
                }
            throw StartError(step: step, error: error)
        }
        return pid
    }

    /// Tells the program on the terminal whose controlling side is `controller` that
    /// it is now `columns` by `rows` (the kernel sends SIGWINCH).
    package static func setSize(_ controller: Int32, columns: Int, rows: Int) {
        _ = shim_set_terminal_size(controller, Int32(columns), Int32(rows))
    }

    /// The size of the terminal `descriptor`, or nil if it is none.
    package static func size(of descriptor: Int32) -> (columns: Int, rows: Int)? {
        var columns: Int32 = 0, rows: Int32 = 0
        guard shim_terminal_size(descriptor, &columns, &rows) == 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Whether the program on the terminal whose controlling side is `controller` has
    /// input it has not read yet: bytes its next read would take (a whole line, for a
    /// program reading lines). Input written a moment ago counts, though the kernel may not
    /// have handed it on yet. Nil when the terminal cannot be asked.
    package static func hasUnreadInput(_ controller: Int32) -> Bool? {
        switch shim_terminal_has_unread_input(controller) {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
