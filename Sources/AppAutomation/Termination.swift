import Glibc
import Synchronization

/// Turns SIGTERM, SIGINT and SIGHUP into an orderly exit: the run loop notices, the app
/// finishes writing its state, and then dies by the same signal, so whoever sent it
/// sees the exit status they expect.
///
/// The signals stay blocked except while the app waits for input (`waitForInput`), so
/// one can never arrive between checking for it and starting to wait.
public enum Termination {
    /// The signals that ask the app to stop.
    public static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]

    private static let requestedSignal = Atomic<Int32>(0)

    /// Installs the handlers and blocks the signals outside waits. Call once, first.
    public static func install() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in Termination.requestedSignal.store(signal, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            sigaddset(&blocked, signal)
        }
        sigprocmask(SIG_BLOCK, &blocked, nil)
    }

    /// The signal that asked the app to stop, if one has.
    public static var requested: Int32? {
        let signal = requestedSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Ends the process by `signal`'s default action, after the app has cleaned up.
    public static func exit(by signal: Int32) -> Never {
        CoverageProfile.write()
        Glibc.signal(signal, SIG_DFL)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        raise(signal)
        Glibc.exit(128 + signal)
    }

    /// Gives the default actions back and unblocks everything: for a fault that
    /// simulates a wedged process, which no handler of ours would rescue.
    public static func restoreDefaults() {
        for signal in signals {
            // A signal the app was told to ignore stays ignored.
            var current = sigaction()
            sigaction(signal, nil, &current)
            let handler = current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
            if handler != unsafeBitCast(SIG_IGN, to: Int.self) { Glibc.signal(signal, SIG_DFL) }
        }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }
}
