import AutomationChannel
import Synchronization

/// Where the reply to a command waits when the thread that sent it reads the channel
/// itself (`AppSession+ReadingReplies.swift`): whichever thread settles the reply fills
/// the slot; the sender takes it out, or, once it stops reading, has its task resumed with
/// it, now or when it comes. It is settled once; a second fill is ignored.
final class ReplySlot: Sendable {
    private enum Content {
        /// Nothing yet, and no task waits.
        case empty
        /// The reply (or the reason none came), not yet taken.
        case filled(Result<Reply, DriverError>)
        /// A task waits for it.
        case awaited(CheckedContinuation<Result<Reply, DriverError>, Never>)
        /// Taken, or handed to the task that waited.
        case delivered
    }

    private let content = Mutex(Content.empty)

    /// Settles the reply with `result`: kept for the sender to take, or handed at once to
    /// its task if it waits.
    func fill(_ result: Result<Reply, DriverError>) {
        let waiting = content.withLock { content -> CheckedContinuation<Result<Reply, DriverError>, Never>? in
            switch content {
            case .empty:
                content = .filled(result)
                return nil
            case let .awaited(continuation):
                content = .delivered
                return continuation
            case .filled, .delivered:
                return nil
            }
        }
        waiting?.resume(returning: result)
    }

    /// The reply, taken out of the slot, if it has been settled.
    func take() -> Result<Reply, DriverError>? {
        content.withLock { content in
            guard case let .filled(result) = content else { return nil }
            content = .delivered
            return result
        }
    }

    /// Resumes `continuation` with the reply: at once if it has been settled, else when it is.
    func resume(_ continuation: CheckedContinuation<Result<Reply, DriverError>, Never>) {
        let settled = content.withLock { content -> Result<Reply, DriverError>? in
            switch content {
            case .empty:
                content = .awaited(continuation)
                return nil
            case let .filled(result):
                content = .delivered
                return result
            case .awaited, .delivered:
                preconditionFailure("a reply slot is awaited once, and only before it is taken")
            }
        }
        if let settled { continuation.resume(returning: settled) }
    }
}
