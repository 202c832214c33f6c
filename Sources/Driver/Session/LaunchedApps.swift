import Synchronization
import SystemLayer

/// The apps launched within one scope (a test), so that when the scope is cancelled
/// (its time limit ran out) it can say what each was doing at that moment.
///
/// A scope sets `current` (a task-local value, inherited by child tasks); every app
/// launched inside joins it. The first cancellation of a driver call in the scope
/// records a report of every app still running; later ones add nothing.
package final class LaunchedApps: Sendable {
    /// The scope apps launched now join, if any.
    @TaskLocal package static var current: LaunchedApps?

    private struct Registry: Sendable {
        var sessions: [AppSession] = []
        var reportAtCancellation: [String]?
    }

    private let registry = Mutex(Registry())

    /// Creates an empty scope.
    package init() {}

    func add(_ session: AppSession) {
        registry.withLock { $0.sessions.append(session) }
    }

    /// A paragraph per app launched in the scope that has not ended: its process, the
    /// last command sent, what the app said it was busy with, and what the driver is
    /// waiting for on it, with how long.
    package func runningApps() -> [String] {
        let sessions = registry.withLock { $0.sessions }
        let now = Monotonic.now
        return sessions.compactMap { $0.runningReport(now: now) }
    }

    /// What was running when a driver call in the scope was first cancelled, if one was.
    package var reportAtCancellation: [String]? {
        registry.withLock { $0.reportAtCancellation }
    }

    /// Records what is running now, unless a cancellation already did.
    func noteCancellation() {
        guard registry.withLock({ $0.reportAtCancellation == nil }) else { return }
        let report = runningApps()
        registry.withLock { registry in
            if registry.reportAtCancellation == nil { registry.reportAtCancellation = report }
        }
    }
}

extension AppSession {
    /// This app's paragraph for `LaunchedApps.runningApps()`, nil once it has ended.
    func runningReport(now: Monotonic) -> String? {
        state.withLock { state -> String? in
            guard state.lifetime.ending == nil else { return nil }
            var lines = ["app pid \(process.pid) (\(executable))"]
            lines.append("  last command sent: " + (state.replies.lastCommand.map { "'\($0)'" } ?? "none"))
            lines.append("  its last screen said it was " + (state.screen.tree.map { $0.activity.description } ?? "starting (no screen yet)"))
            var waits: [(Monotonic, String)] = []
            waits += state.replies.pending.values.map { ($0.sentAt, "a reply to '\($0.command)'") }
            waits += state.waits.waiters.values.map { ($0.started, $0.purpose.awaited) }
            waits += state.waits.logWaiters.values.map { ($0.started, "the log to say '\($0.text)'") }
            if let since = state.lifetime.terminatingSince, !state.lifetime.endWaiters.isEmpty { waits.append((since, "the app to exit after terminate()")) }
            if waits.isEmpty {
                lines.append("  the driver was waiting for nothing on it")
            }
            for (since, what) in waits.sorted(by: { $0.0 < $1.0 }) {
                lines.append("  waiting for \(what) for \(now.since(since).readable)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
