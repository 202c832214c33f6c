import AutomationChannel
import ScreenModel
import SystemLayer

/// The replies an app owes: each command sent and not yet answered, by its sequence
/// number, with when it was sent and when the driver stops waiting.
struct ReplyBook: Sendable {
    /// A command waiting for its reply.
    struct Pending: Sendable {
        let command: Command
        let deadline: Monotonic
        let sentAt: Monotonic
        let delivery: Delivery

        /// Hands `result` to whoever waits for this reply.
        func settle(_ result: Result<Reply, DriverError>) {
            switch delivery {
            case let .resuming(continuation): continuation.resume(returning: result)
            case let .collecting(slot): slot.fill(result)
            }
        }
    }

    /// How a reply reaches the one waiting for it.
    enum Delivery: Sendable {
        /// A suspended task is resumed with it.
        case resuming(CheckedContinuation<Result<Reply, DriverError>, Never>)
        /// It is put in a slot the sending thread reads (it reads the channel itself).
        case collecting(ReplySlot)
    }

    private(set) var pending: [UInt64: Pending] = [:]
    private var nextSequence: UInt64 = 1
    /// The last command a test sent, for crash reports.
    private(set) var lastCommand: Command?

    /// A sequence number no command has had, for a message whose reply is not awaited here.
    mutating func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }

    /// Records `command` as sent and its reply as owed through `delivery`; returns its
    /// sequence number.
    mutating func register(_ command: Command, sentAt: Monotonic, deadline: Monotonic, delivery: Delivery) -> UInt64 {
        let sequence = takeSequence()
        pending[sequence] = Pending(command: command, deadline: deadline, sentAt: sentAt, delivery: delivery)
        lastCommand = command
        return sequence
    }

    /// The command awaiting the reply numbered `sequence`, no longer awaited.
    mutating func take(_ sequence: UInt64) -> Pending? {
        pending.removeValue(forKey: sequence)
    }

    /// The commands whose deadline has passed at `now`, no longer awaited.
    mutating func takeExpired(at now: Monotonic) -> [Pending] {
        let expired = pending.filter { $0.value.deadline <= now }.map(\.key)
        return expired.compactMap { pending.removeValue(forKey: $0) }
    }

    /// Every command still awaited; none is afterwards.
    mutating func takeAll() -> [Pending] {
        defer { pending = [:] }
        return Array(pending.values)
    }

    /// The soonest deadline of a reply.
    var soonestDeadline: Monotonic? { pending.values.lazy.map(\.deadline).min() }
}
