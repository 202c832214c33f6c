import Synchronization

/// Joins a call waiting under an id to its task's cancellation, whichever comes first:
/// a cancellation before the id is registered is kept until it is, so the call is
/// cancelled exactly once either way.
final class CancellationLink<ID: Sendable>: Sendable {
    private struct Link: Sendable {
        var id: ID?
        var cancelled = false
    }

    private let link = Mutex(Link())

    /// Records the call's id; false if the task was already cancelled (then the caller
    /// cancels the call itself).
    func register(_ id: ID) -> Bool {
        link.withLock { link in
            if link.cancelled { return false }
            link.id = id
            return true
        }
    }

    /// Marks the task cancelled; returns the id of the call to cancel, if registered.
    func cancel() -> ID? {
        link.withLock { link in
            link.cancelled = true
            defer { link.id = nil }
            return link.id
        }
    }
}
