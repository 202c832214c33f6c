import Glibc
import SystemShims

extension Signal {
    /// Ignores `signal` in this process (children spawned with `defaultSignals` get it back).
    package static func ignore(_ signal: Int32) {
        Glibc.signal(signal, SIG_IGN)
    }

    /// Gives `signal` its default handling again.
    package static func restoreDefault(_ signal: Int32) {
        Glibc.signal(signal, SIG_DFL)
    }

    /// Has `signal` interrupt a wait only: a handler that does nothing is installed
    /// and the signal blocked, so it arrives only in `Posix.poll(_:timeout:unblockingSignals:)`,
    /// which then throws `SystemError.interrupted`.
    package static func deliverOnlyWhileWaiting(_ signal: Int32) {
        handle([signal]) { _ in }
    }

    /// Has each of `signals` call `handler` and blocks them, so that they arrive only in
    /// a wait that unblocks them (`Posix.poll(_:timeout:unblockingSignals:)`). The
    /// handler runs in signal context: it may only store to an atomic.
    package static func handle(_ signals: [Int32], with handler: @convention(c) (Int32) -> Void) {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
            sigaddset(&blocked, signal)
        }
        sigprocmask(SIG_BLOCK, &blocked, nil)
    }

    /// Sends `signal` to this process.
    package static func raise(_ signal: Int32) {
        _ = Glibc.raise(signal)
    }

    /// Ends the process by `signal`'s default action, so whoever waits for it sees that
    /// signal; should the action not end it (a signal whose default is to be ignored),
    /// exits with status 128 + `signal`.
    package static func die(by signal: Int32) -> Never {
        Glibc.signal(signal, SIG_DFL)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
        Glibc.raise(signal)
        Glibc.exit(128 + signal)
    }

    /// Gives each of `signals` its default handling back, except one this process was
    /// told to ignore, and unblocks every signal.
    package static func restoreDefaults(keepingIgnored signals: [Int32]) {
        for signal in signals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            let handler = current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
            if handler != unsafeBitCast(SIG_IGN, to: Int.self) { Glibc.signal(signal, SIG_DFL) }
        }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    /// Waits, doing nothing, until a signal arrives (`pause`): for a fault that
    /// simulates a wedged process.
    package static func waitForAny() {
        pause()
    }
}
