import AutomationChannel
import ScreenModel
import Synchronization
import SystemLayer

/// A command whose sender reads its own reply.
///
/// Left to the I/O thread, a reply costs three wake-ups: the app's, the I/O thread's
/// (which reads it) and the awaiting task's (resumed on another thread). Here the thread
/// that sends the command reads the channel until the reply comes, so it costs two, as a
/// bare round trip does. The I/O thread watches the channel through a readiness group
/// (`ReadinessGroup`): the group stops watching the channel while the sender reads it and
/// watches it again after, and neither wakes the I/O thread. One thread reads the channel
/// at a time, under `reader`: a sender that finds it taken leaves the reading to the I/O
/// thread.
///
/// The sender holds its thread (one of Swift's shared threads) for `readingWindow` at
/// most (`defaultReadingWindow` unless `App.replyReadingWindow` says otherwise): a reply
/// that takes longer is handed over as any other, the task suspending until it comes.
/// Everything else is as it was: the reply's deadline is fired by the I/O thread, the
/// app's end fails the reply, and messages read here are handled as the I/O thread
/// handles them (trees offered to waiters, the clock paced).
extension AppSession {
    /// What came of a command sent by a thread that reads the reply itself.
    enum OwnReply: Sendable {
        /// Nothing was sent: another thread is reading the channel, it is closed, or it
        /// is not watched through a group.
        case notSent
        /// The reply came, or the reason none will.
        case settled(Result<Reply, DriverError>)
        /// Sent and still owed: the slot is filled when it comes.
        case owed(sequence: UInt64, slot: ReplySlot)
    }

    /// How long a sender reads the channel for its reply, unless told otherwise, before it
    /// leaves the reading to the I/O thread and suspends: how long it may hold a shared
    /// thread. Most replies take well under a millisecond.
    static let defaultReadingWindow: Duration = .milliseconds(10)

    /// Sends `command` and reads the channel on this thread until its reply comes, or for
    /// `readingWindow`, when no other thread is reading it.
    func sendReadingReply(_ command: Command, sentAt: Monotonic, deadline: Monotonic) -> OwnReply {
        guard let group = channelGroup else { return .notSent }
        let channel = process.channel
        let outcome = reader.withLockIfAvailable { reader -> OwnReply in
            guard !reader.isClosed, (try? group.watch(channel, false)) != nil else { return .notSent }
            defer { try? group.watch(channel, true) }
            let slot = ReplySlot()
            guard let sequence = register(command, sentAt: sentAt, deadline: deadline, delivery: .collecting(slot)) else {
                return .settled(.failure(endingError(during: nil, command: command)))
            }
            armIfEarlier(deadline)
            // A failed write means the app is going away; the I/O thread fails the reply.
            _ = write(DriverMessage.command(sequence: sequence, command).framed())
            let windowEnd = min(deadline, Monotonic.now + readingWindow)
            while true {
                if let result = slot.take() { return .settled(result) }
                // At the window's end, or at the channel's, the I/O thread reads on.
                guard Posix.waitReadable(channel, until: windowEnd), readChannel(&reader.end) else {
                    return .owed(sequence: sequence, slot: slot)
                }
            }
        }
        return outcome ?? .notSent
    }
}
