import Glibc

/// How a process ended: with an exit code, or killed by a signal.
public enum ExitStatus: Sendable, Hashable, CustomStringConvertible {
    /// It called `exit` with this code.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// Decodes a status from `waitpid`.
    init(waitStatus status: Int32) {
        if status & 0x7F == 0 {
            self = .exited((status >> 8) & 0xFF)
        } else {
            self = .signaled(status & 0x7F)
        }
    }

    /// `exit code 3`, or `signal 11 (SIGSEGV)`.
    public var description: String {
        switch self {
        case let .exited(code):
            return "exit code \(code)"
        case let .signaled(signal):
            let names: [Int32: String] = [
                SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGILL: "SIGILL",
                SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGINT: "SIGINT", SIGHUP: "SIGHUP",
            ]
            return "signal \(signal)" + (names[signal].map { " (\($0))" } ?? "")
        }
    }
}
