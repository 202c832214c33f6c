import Glibc

/// The signal numbers the project sends, catches or names, so no other target needs
/// the C library's constants.
package enum Signal {
    /// SIGKILL: ends a process at once; cannot be caught.
    package static let kill = SIGKILL
    /// SIGTERM: asks a process to end.
    package static let terminate = SIGTERM
    /// SIGINT: Control-C at a terminal.
    package static let interrupt = SIGINT
    /// SIGHUP: the terminal went away.
    package static let hangUp = SIGHUP
    /// SIGQUIT: Control-\ at a terminal.
    package static let quit = SIGQUIT
    /// SIGPIPE: a write to a pipe nobody reads.
    package static let brokenPipe = SIGPIPE
    /// SIGCHLD: a child process changed state.
    package static let childChanged = SIGCHLD
    /// SIGUSR1: the first signal left to programs.
    package static let user1 = SIGUSR1
    /// SIGUSR2: the second signal left to programs.
    package static let user2 = SIGUSR2
    /// SIGWINCH: the terminal's size changed.
    package static let windowChanged = SIGWINCH
    /// SIGABRT: `abort()`, a failed precondition.
    package static let abort = SIGABRT
    /// SIGSEGV: an invalid memory access.
    package static let segmentationFault = SIGSEGV
    /// SIGILL: an illegal instruction (a trap, such as Swift's on a failed check).
    package static let illegalInstruction = SIGILL
    /// SIGCONT: continue a stopped process.
    package static let `continue` = SIGCONT
    /// SIGSTOP: stop a process; cannot be caught.
    package static let stop = SIGSTOP
    /// SIGTSTP: Control-Z at a terminal.
    package static let terminalStop = SIGTSTP

    /// The signals a spawned process gets back to their default handling, whatever
    /// the spawning process did with them.
    package static let resetForChildren = [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2]

    /// The conventional name of `signal` (`SIGSEGV`), or nil for one the project does not name.
    package static func name(of signal: Int32) -> String? {
        let names: [Int32: String] = [
            SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGILL: "SIGILL",
            SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGINT: "SIGINT", SIGHUP: "SIGHUP",
        ]
        return names[signal]
    }
}
