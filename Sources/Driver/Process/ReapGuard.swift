import Synchronization

/// Keeps signals to a child and its process group from racing its reaping: once the child
/// is reaped its number may be reused, by a process or a group that is not the app's.
final class ReapGuard: Sendable {
    private let reaped = Mutex(false)

    /// Runs `send` unless the child has been reaped; it runs with the reaping held off.
    func unlessReaped(_ send: () -> Void) {
        reaped.withLock { reaped in
            if !reaped { send() }
        }
    }

    /// Reaps the child with `reap`, which must not block (the child has ended), and
    /// returns what it gave; no signal is sent from then on.
    func reap<Status: Sendable>(_ reap: () -> Status) -> Status {
        reaped.withLock { reaped in
            defer { reaped = true }
            return reap()
        }
    }
}
