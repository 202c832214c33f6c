import Dispatch
import Synchronization
import SystemLayer

/// While a run lasts, turns SIGINT, SIGTERM and SIGHUP into a call of `handler`
/// instead of the default death, so the run can stop its apps and report. A second
/// signal does not wait: the process exits at once with status 128 + signal (the apps
/// die with it, by their parent-death signal).
package final class SignalTrap {
    /// The signals that stop a run.
    package static let signals: [Int32] = [Signal.interrupt, Signal.terminate, Signal.hangUp]

    private let sources: [any DispatchSourceSignal]

    /// Starts trapping; `handler` is called once, on a background queue, with the first signal.
    package init(_ handler: @escaping @Sendable (Int32) -> Void) {
        let caught = FirstSignal()
        sources = Self.signals.map { signal in
            // Ignored here, so the source sees it; children are spawned with default dispositions.
            Signal.ignore(signal)
            let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
            source.setEventHandler {
                guard caught.isFirst() else { Posix.exitImmediately(128 + signal) }
                handler(signal)
            }
            source.resume()
            return source
        }
    }

    /// Stops trapping: the signals have their default actions again.
    package func release() {
        for source in sources { source.cancel() }
        for signal in Self.signals { Signal.restoreDefault(signal) }
    }
}

/// Whether a signal is the first one.
private final class FirstSignal: Sendable {
    private let seen = Atomic<Bool>(false)

    /// True the first time it is asked, false ever after.
    func isFirst() -> Bool {
        !seen.exchange(true, ordering: .relaxed)
    }
}
