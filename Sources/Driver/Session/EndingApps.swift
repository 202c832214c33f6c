import Dispatch
import Synchronization
import SystemLayer

/// The apps whose `App` went away and that are still being reaped: an `App` that goes
/// away kills its app at once (SIGKILL) and lets the reaping and the deletion of its
/// state directory finish on the app's I/O thread, off the test's path.
///
/// Whoever needs them finished waits here: `App.waitForAppsThatWentAway()`, and the test
/// process itself as it exits, so that nothing it started outlives it.
enum EndingApps {
    private struct Registry {
        var ending: [ObjectIdentifier: AppSession] = [:]
        var waiters: [CheckedContinuation<Void, Never>] = []
        var exitWaitInstalled = false
    }

    private static let registry = Mutex(Registry())

    /// Hands `session`, just killed, over to be reaped in the background.
    static func add(_ session: AppSession) {
        let installExitWait = registry.withLock { registry -> Bool in
            registry.ending[ObjectIdentifier(session)] = session
            defer { registry.exitWaitInstalled = true }
            return !registry.exitWaitInstalled
        }
        if installExitWait { Posix.atExit { EndingApps.waitAtExit() } }
        // Runs once the session is reaped and its directory gone (at once if it already is).
        session.finished.notify(queue: .global()) { EndingApps.remove(session) }
    }

    private static func remove(_ session: AppSession) {
        let waiters = registry.withLock { registry -> [CheckedContinuation<Void, Never>] in
            registry.ending[ObjectIdentifier(session)] = nil
            guard registry.ending.isEmpty else { return [] }
            defer { registry.waiters = [] }
            return registry.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once no app handed over is still being reaped: each has been reaped and
    /// its directory deleted.
    static func waitForAll() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = registry.withLock { registry -> Bool in
                if registry.ending.isEmpty { return true }
                registry.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// At the test process's exit: waits (a bounded time) for every app still being reaped.
    private static func waitAtExit() {
        let sessions = registry.withLock { Array($0.ending.values) }
        let deadline = DispatchTime.now() + .seconds(10)
        for session in sessions { _ = session.finished.wait(timeout: deadline) }
    }
}
