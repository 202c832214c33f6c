import ScreenModel
import Synchronization
import SystemLayer

extension AppSession {
    /// Waits until `decide` settles on a tree the app pushed (the current one counts),
    /// until `timeout` passes, or until the app ends.
    ///
    /// A condition already true returns without waiting for the app. If the calling
    /// task is cancelled first, fails at once with `timeout`, saying so.
    func wait<Value: Sendable>(
        purpose: DriverError.Attempt, timeout: Duration,
        _ decide: @escaping @Sendable (ElementTree) -> WaitDecision<Value>
    ) async -> Result<Value, DriverError> {
        // A condition the current tree already meets needs none of the waiting below:
        // the common case for an action's element, which the last reply brought.
        let (current, over) = state.withLock { ($0.screen.tree, $0.lifetime.isOver) }
        if !over, let current, case let .satisfied(value) = decide(current) { return .success(value) }
        let start = Monotonic.now
        let deadline = start + timeout
        let link = CancellationLink<Int>()
        let launched = LaunchedApps.current
        // Resumed once: by the I/O thread (satisfied, failed, expired, aborted) or by a
        // cancellation, whichever comes first.
        let answer = FirstAnswer<Result<Value, DriverError>>()
        let finish: @Sendable (Result<Value, DriverError>) -> Void = { answer.give($0) }
        let cancel: @Sendable (Int) -> Void = { [self] id in
            launched?.noteCancellation()
            _ = state.withLock { $0.waits.removeWaiter(id) }
            finish(.failure(cancelled(purpose, since: start)))
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, DriverError>, Never>) in
                answer.hold(continuation)
                let lastTimeoutReason = Mutex(TimeoutReason())
                let evaluate: @Sendable (ElementTree) -> Bool = { [self] tree in
                    switch decide(tree) {
                    case let .satisfied(value):
                        finish(.success(value))
                        return true
                    case let .failed(reason):
                        finish(.failure(DriverError(reason(Monotonic.now.since(start)), diagnostics: diagnostics())))
                        return true
                    case let .pending(onTimeout):
                        lastTimeoutReason.withLock { $0.build = onTimeout }
                        return false
                    }
                }
                let waiter = WaitBook.Waiter(
                    purpose: purpose, started: start, deadline: deadline, evaluate: evaluate,
                    expire: { [self] in
                        let waited = Monotonic.now.since(start)
                        // Decided again on the tree as it stands now, so the message says how much time is left now.
                        let now = latestTreeNow
                        var build = lastTimeoutReason.withLock { $0.build }
                        if let now, case let .pending(onTimeout) = decide(now) { build = onTimeout }
                        let reason = build?(waited) ?? .timeout(purpose, waited: waited, activity: now?.activity)
                        finish(.failure(DriverError(reason, diagnostics: diagnostics())))
                    },
                    abort: { finish(.failure($0)) }
                )
                if let id = add(waiter), !link.register(id) { cancel(id) }
            }
        } onCancel: {
            if let id = link.cancel() { cancel(id) }
        }
    }

    /// Waits until the app is busy with nothing but the work `ignored` names
    /// (`App.ignoredWork`); on timeout, fails naming the work it waited on.
    func wait(purpose: DriverError.Attempt, timeout: Duration, untilIdleIgnoring ignored: [String]) async -> Result<Void, DriverError> {
        await wait(purpose: purpose, timeout: timeout) { tree in
            let busy = tree.activity.waitedFor(ignoring: ignored)
            return busy.isIdle ? .satisfied(()) : .pending { waited in .timeout(purpose, waited: waited, activity: busy) }
        }
    }

    /// Registers `waiter`, first trying it against the current tree; returns its id,
    /// or nil if it finished without being registered.
    private func add(_ waiter: WaitBook.Waiter) -> Int? {
        while true {
            let (tree, revision, over) = state.withLock { ($0.screen.tree, $0.screen.revision, $0.lifetime.isOver) }
            if over {
                waiter.abort(endingError(during: waiter.purpose))
                return nil
            }
            if let tree, waiter.evaluate(tree) { return nil }
            let inserted = state.withLock { state -> Int? in
                guard state.screen.revision == revision, !state.lifetime.isOver else { return nil }
                return state.waits.add(waiter)
            }
            if let inserted {
                if let deadline = waiter.deadline { armIfEarlier(deadline) }
                fastForwardIfStalled()
                return inserted
            }
        }
    }

    /// Offers the latest `tree` to every waiter, forgets those that finished, and lets
    /// the clock's pacing move on.
    func offer(_ tree: ElementTree, to waiters: [Int: WaitBook.Waiter]) {
        if !waiters.isEmpty {
            let finished = waiters.filter { $0.value.evaluate(tree) }.map(\.key)
            if !finished.isEmpty { state.withLock { $0.waits.forget(finished) } }
        }
        fastForwardIfStalled()
    }

    /// Wakes the I/O thread if `deadline` is sooner than the one its poll is armed for.
    func armIfEarlier(_ deadline: Monotonic) {
        if state.withLock({ $0.waits.arm(ifEarlier: deadline) }) { wake() }
    }

    /// Interrupts the I/O thread's poll so it re-reads its deadlines. Goes through the
    /// writer lock so it never touches the pipe after the thread closed it.
    func wake() {
        writer.withLock { open in
            guard open else { return }
            wakeSignal.wake()
        }
    }

    /// The soonest deadline of anything waiting, or of the kill; the poll is armed for it.
    ///
    /// The poll never waits longer than `pollHorizon`, so a deadline further off than
    /// that (a command's reply timeout) is seen at the next turn without waking the
    /// thread for it: each command then costs no wake-up of its own.
    func nextDeadline() -> Monotonic? {
        let horizon = Monotonic.now + Self.pollHorizon
        return state.withLock { state in
            var soonest = state.lifetime.killAt
            let channelGraceEnds = state.lifetime.channelClosedAt.map { $0 + Self.channelClosingGrace }
            for deadline in [state.waits.soonestDeadline, state.replies.soonestDeadline, channelGraceEnds] {
                if let deadline, soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
            }
            let armed = soonest.map { min($0, horizon) } ?? horizon
            state.waits.armed(for: armed)
            return armed
        }
    }

    /// The longest the I/O thread's poll waits before it looks at its deadlines again.
    static let pollHorizon: Duration = .milliseconds(250)

    /// Fires every deadline that has passed: waits time out, replies not given in time
    /// fail (and the app, hung, is asked to stop), and a due kill is sent.
    func fireDeadlines() {
        let now = Monotonic.now
        let livesWithoutChannel = state.withLock { state in
            guard let closed = state.lifetime.channelClosedAt, closed + Self.channelClosingGrace <= now, state.lifetime.ending == nil else {
                return false
            }
            state.lifetime.channelClosedAt = nil
            return true
        }
        // What waits on it fails when the app, killed, is reaped: with this problem.
        if livesWithoutChannel { failProtocol(.channelClosedWhileRunning(after: Self.channelClosingGrace)) }
        let (expired, replies, killNow) = state.withLock { state in
            let killNow = state.lifetime.killIsDue(at: now)
            let replies = state.replies.takeExpired(at: now)
            if !replies.isEmpty && state.lifetime.killAt == nil && !killNow {
                // An app that stops answering is hung: ask it to stop, then insist.
                state.lifetime.killAt = now + .seconds(1)
                state.lifetime.expectingExit = false
            }
            return (state.waits.takeExpired(at: now), replies, killNow)
        }
        for waiter in expired.waiters { waiter.expire() }
        for waiter in expired.logWaiters { waiter.finish(false) }
        if !replies.isEmpty {
            process.signal(Signal.terminate)
            failUnanswered(replies, at: now)
        }
        if killNow { process.signal(Signal.kill) }
    }
}
