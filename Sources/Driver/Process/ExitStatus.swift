import SystemLayer

/// How a process ended: with an exit code, or killed by a signal.
public enum ExitStatus: Sendable, Hashable, CustomStringConvertible {
    /// It called `exit` with this code.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// Decodes a status the system layer reaped.
    init(_ status: WaitStatus) {
        if let signal = status.signal {
            self = .signaled(signal)
        } else {
            self = .exited(status.exitCode ?? -1)
        }
    }

    /// How a reaped process ended; `exit code -1` when it could not be reaped.
    init(reaped status: WaitStatus?) {
        self = status.map { ExitStatus($0) } ?? .exited(-1)
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
