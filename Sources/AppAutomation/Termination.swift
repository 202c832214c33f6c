import Synchronization
import SystemLayer

/// Turns SIGTERM, SIGINT and SIGHUP into an orderly exit: the run loop notices, the app
/// finishes writing its state, and then dies by the same signal, so whoever sent it
/// sees the exit status they expect.
///
/// The signals stay blocked except while the app waits for input (`waitForInput`), so
/// one can never arrive between checking for it and starting to wait.
public enum Termination {
    /// The signals that ask the app to stop.
    public static let signals: [Int32] = [Signal.terminate, Signal.interrupt, Signal.hangUp]

    private static let requestedSignal = Atomic<Int32>(0)

    /// Installs the handlers and blocks the signals outside waits. Call once, first.
    public static func install() {
        Signal.handle(signals) { signal in Termination.requestedSignal.store(signal, ordering: .relaxed) }
    }

    /// The signal that asked the app to stop, if one has.
    public static var requested: Int32? {
        let signal = requestedSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Ends the process by `signal`'s default action, after the app has cleaned up.
    public static func exit(by signal: Int32) -> Never {
        CoverageProfile.write()
        Signal.die(by: signal)
    }

    /// Gives the default actions back and unblocks everything: for a fault that
    /// simulates a wedged process, which no handler of ours would rescue.
    public static func restoreDefaults() {
        Signal.restoreDefaults(keepingIgnored: signals)
    }
}
