import AutomationChannel
import ScreenModel
import Synchronization
import SystemLayer

extension AppSession {
    /// Sends `command` and returns the app's reply, or the reason none came: the app
    /// ended, or it did not answer within `timeout` (then it is terminated).
    ///
    /// The calling thread reads the channel for the reply itself when it can, for a short
    /// while (`AppSession+ReadingReplies.swift`); otherwise the task suspends until the
    /// I/O thread hands it the reply.
    ///
    /// If the calling task is cancelled first (a test's time limit ran out), fails with
    /// `cancelled`, saying so, at once (or, while its thread reads the channel, when that
    /// short while ends); the app is left as it is.
    func send(_ command: Command, timeout: Duration) async -> Result<Reply, DriverError> {
        let link = CancellationLink<UInt64>()
        let launched = LaunchedApps.current
        return await withTaskCancellationHandler {
            await send(command, timeout: timeout, link: link, launched: launched)
        } onCancel: {
            if let sequence = link.cancel() { cancelReply(sequence, launched: launched) }
        }
    }

    private func send(
        _ command: Command, timeout: Duration, link: CancellationLink<UInt64>, launched: LaunchedApps?
    ) async -> Result<Reply, DriverError> {
        let now = Monotonic.now
        let deadline = now + timeout
        if !Task.isCancelled {
            switch sendReadingReply(command, sentAt: now, deadline: deadline) {
            case let .settled(result):
                return result
            case let .owed(sequence, slot):
                return await withCheckedContinuation { continuation in
                    slot.resume(continuation)
                    if !link.register(sequence) { cancelReply(sequence, launched: launched) }
                }
            case .notSent:
                break
            }
        }
        return await withCheckedContinuation { continuation in
            guard let sequence = register(command, sentAt: now, deadline: deadline, delivery: .resuming(continuation)) else {
                continuation.resume(returning: .failure(endingError(during: nil, command: command)))
                return
            }
            guard link.register(sequence) else { return cancelReply(sequence, launched: launched) }
            armIfEarlier(deadline)
            // A failed write means the app is going away; the I/O thread fails the reply.
            _ = write(DriverMessage.command(sequence: sequence, command).framed())
        }
    }

    /// Records `command` as sent, its reply owed through `delivery`: its sequence number,
    /// or nil if the app has ended (nothing is recorded then).
    func register(_ command: Command, sentAt: Monotonic, deadline: Monotonic, delivery: ReplyBook.Delivery) -> UInt64? {
        state.withLock { state in
            guard !state.lifetime.isOver else { return nil }
            if case let .advanceClock(milliseconds) = command { state.journal.noteAdvance(milliseconds: milliseconds, automatic: false) }
            return state.replies.register(command, sentAt: sentAt, deadline: deadline, delivery: delivery)
        }
    }

    /// Fails the reply awaited under `sequence` because its task was cancelled, first
    /// noting everything the test's apps were doing at that moment.
    private func cancelReply(_ sequence: UInt64, launched: LaunchedApps?) {
        launched?.noteCancellation()
        guard let reply = state.withLock({ $0.replies.take(sequence) }) else { return }
        reply.settle(.failure(cancelled(DriverError.Attempt(DriverError.Action(reply.command)), command: reply.command, since: reply.sentAt)))
    }

    /// Hands `reply` to the command awaiting it, or to the clock's pacing when it answers
    /// the driver's own advance.
    func receive(_ reply: Reply) {
        let (pending, wasAdvance) = state.withLock { state -> (ReplyBook.Pending?, Bool) in
            if state.pacing.receive(reply) { return (nil, true) }
            return (state.replies.take(reply.sequence), false)
        }
        pending?.settle(.success(reply))
        if wasAdvance { fastForwardIfStalled() }
    }

    /// Fails `replies`, whose deadlines passed at `now`, with `noReply`.
    func failUnanswered(_ replies: [ReplyBook.Pending], at now: Monotonic) {
        for reply in replies {
            let error = DriverError(.noReply(reply.command, waited: now.since(reply.sentAt), activity: latestTreeNow?.activity), diagnostics: diagnostics())
            reply.settle(.failure(error))
        }
    }

    /// The error of a call whose task was cancelled during `attempt`, while it waited
    /// for the reply to `command` if one was in flight.
    func cancelled(_ attempt: DriverError.Attempt, command: Command? = nil, since start: Monotonic) -> DriverError {
        DriverError(
            .cancelled(attempt, command: command, waited: Monotonic.now.since(start), activity: latestTree?.activity),
            diagnostics: diagnostics())
    }

    /// Writes a whole frame to the channel; false if the channel is closed or broken.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        writer.withLock { open in
            open && writeFrames(bytes, to: process.channel)
        }
    }
}
