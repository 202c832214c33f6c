/// How a process ended: with an exit code, or killed by a signal.
public enum ExitStatus: Sendable, Hashable, CustomStringConvertible {
    /// It called `exit` with this code.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// What a process that could not be reaped (no child of this one, or reaped
    /// already) is taken to have ended with: `exit code -1`.
    package static let unreaped = ExitStatus.exited(-1)

    /// Decodes a status word from `waitpid`.
    package init(waitStatus: Int32) {
        let signal = waitStatus & 0x7F
        self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .signaled(signal)
    }

    /// The status as a shell reports it (`$?`): the exit code, or 128 plus the signal.
    package var shellStatus: Int32 {
        switch self {
        case let .exited(code): code
        case let .signaled(signal): 128 + signal
        }
    }

    /// `exit code 3`, or `signal 11 (SIGSEGV)`.
    public var description: String {
        switch self {
        case let .exited(code):
            return "exit code \(code)"
        case let .signaled(signal):
            return "signal \(signal)" + (Signal.name(of: signal).map { " (\($0))" } ?? "")
        }
    }
}
