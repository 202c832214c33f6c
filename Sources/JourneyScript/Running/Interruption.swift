import Driver
import Synchronization

/// Stops a run early, as SIGINT, SIGTERM or SIGHUP ask the `journey` command to: the
/// apps and programs of the journeys still running are terminated at once (so the apps'
/// state directories go with their `App`s), those journeys report as interrupted, and
/// no other journey starts.
package final class Interruption: Sendable {
    private struct State {
        var signal: Int32?
        var ends: [ObjectIdentifier: @Sendable () async -> Void] = [:]
        var terminating: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// Creates an interruption that has not happened yet.
    package init() {}

    /// The signal that interrupted the run, once one has.
    package var signal: Int32? {
        state.withLock { $0.signal }
    }

    /// Stops the run for `signal`: from now on no journey starts or takes another step,
    /// and every registered app is being terminated (`settled()` waits for that). Later
    /// calls (a second signal) change nothing.
    package func interrupt(by signal: Int32) {
        state.withLock { state in
            guard state.signal == nil else { return }
            state.signal = signal
            let ends = Array(state.ends.values)
            state.terminating = Task {
                await withTaskGroup(of: Void.self) { group in
                    for end in ends { group.addTask { await end() } }
                }
            }
        }
    }

    /// Returns once the apps an interruption terminates are terminated and let go, so
    /// their state directories can go with them.
    package func settled() async {
        await state.withLock { $0.terminating }?.value
        state.withLock { $0.terminating = nil }
    }

    /// Puts `app` among those an interruption terminates; false, and nothing kept, if
    /// the run is already interrupted.
    func register(_ app: App) -> Bool {
        register(ObjectIdentifier(app)) { await app.terminate() }
    }

    /// Puts `terminal` among those an interruption ends; false, and nothing kept, if
    /// the run is already interrupted.
    func register(_ terminal: Terminal) -> Bool {
        register(ObjectIdentifier(terminal)) { await terminal.terminate() }
    }

    private func register(_ id: ObjectIdentifier, end: @escaping @Sendable () async -> Void) -> Bool {
        state.withLock { state in
            guard state.signal == nil else { return false }
            state.ends[id] = end
            return true
        }
    }

    /// Lets `app` go, so it can be released and its state directory removed.
    func unregister(_ app: App) {
        _ = state.withLock { $0.ends.removeValue(forKey: ObjectIdentifier(app)) }
    }

    /// Lets `terminal` go, so it can be released.
    func unregister(_ terminal: Terminal) {
        _ = state.withLock { $0.ends.removeValue(forKey: ObjectIdentifier(terminal)) }
    }

    /// `SIGINT`, `SIGTERM`, `SIGHUP`, or `signal 10`.
    package static func name(of signal: Int32) -> String {
        switch signal {
        case 1: "SIGHUP"
        case 2: "SIGINT"
        case 15: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
