#if DEBUG
import AppAutomation
/// The ways the debug fault flags ask the app to misbehave, so reliability tests can
/// watch the driver cope. Compiled into debug builds only.
struct FaultPlan: Equatable {
    /// How to crash.
    enum CrashKind: String, CaseIterable {
        /// `abort()`: SIGABRT.
        case abort
        /// A Swift runtime trap (`fatalError`).
        case trap
        /// `raise(SIGSEGV)`.
        case segv
    }

    /// Crash `kind` while handling driver command number `command` (1-based).
    struct Crash: Equatable {
        let command: Int
        let kind: CrashKind

        /// Parses `N:abort`, `N:trap` or `N:segv`.
        init(parsing value: String) throws(LaunchFlagError) {
            let parts = value.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let kind = CrashKind(rawValue: String(parts[1])) else {
                throw .invalidValue(flag: "--debug-crash-at", value: value, expected: "N:abort, N:trap or N:segv, with N from 1")
            }
            command = try FaultPlan.commandNumber(String(parts[0]), flag: "--debug-crash-at")
            self.kind = kind
        }
    }

    var crash: Crash?
    /// Stop answering, for ever, at this driver command (1-based).
    var hangAtCommand: Int?
    /// Send the hello, never a tree.
    var withholdsFirstTree = false
    /// Write a line to stderr and exit with status 7 after the hello.
    var exitsBeforeFirstTree = false
    /// Rewrite every state file on every pass of the run loop.
    var saveLoop = false
    /// Ignore SIGTERM, as a wedged process might, so only SIGKILL ends the app.
    var ignoresTermination = false
    /// Ask for no parent-death signal, so the app can outlive the driver that launched
    /// it: the control case of the tests that prove the signal is what ends a hung app.
    var outlivesDriver = false

    /// Parses a 1-based command number for `flag`.
    static func commandNumber(_ value: String, flag: String) throws(LaunchFlagError) -> Int {
        guard let number = Int(value), number >= 1 else {
            throw .invalidValue(flag: flag, value: value, expected: "a command number from 1")
        }
        return number
    }
}
#endif
