import Synchronization
import SystemLayer

extension TerminalSession {
    /// Waits until `decide` returns a value for the screen (the current one counts),
    /// until `timeout` passes, or until the program ends.
    func wait<Value: Sendable>(
        purpose: DriverError.TerminalAction, timeout: Duration, _ decide: @escaping @Sendable (TerminalScreen) -> Value?
    ) async -> Result<Value, DriverError> {
        await waitFor(purpose) { start, finish in
            var waiter = Waiter(
                purpose: purpose, startedAt: start, deadline: start + timeout, quietPeriod: nil,
                evaluate: { screen in
                    guard let value = decide(screen) else { return false }
                    finish(.success(value))
                    return true
                },
                quiet: { _ in },
                expire: { [self] in finish(.failure(timeoutError(purpose, waited: timeout))) },
                exited: { _ in false },
                abort: { finish(.failure($0)) }
            )
            waiter.idle = failingWhenIdle(purpose, since: start, finish)
            return waiter
        }
    }

    /// Waits until the program has written nothing for `quietPeriod`, counted from the
    /// later of its last output and the start of the wait, up to `timeout`.
    func waitForQuiet(_ quietPeriod: Duration, timeout: Duration) async -> Result<TerminalScreen, DriverError> {
        let purpose = DriverError.TerminalAction.waitUntilQuiet(quietPeriod)
        return await waitFor(purpose) { start, finish in
            Waiter(
                purpose: purpose, startedAt: start, deadline: start + timeout, quietPeriod: quietPeriod,
                evaluate: { _ in false },
                quiet: { finish(.success($0)) },
                expire: { [self] in finish(.failure(timeoutError(purpose, waited: timeout))) },
                exited: { [self] _ in
                    finish(.success(screen))
                    return true
                },
                abort: { finish(.failure($0)) }
            )
        }
    }

    /// Waits until the program exits, up to `timeout`.
    func waitForExit(timeout: Duration) async -> Result<ExitStatus, DriverError> {
        // No early failure when idle: a program ends on a key the test may send while this
        // waits (a watcher task), or by a signal from outside.
        await waitFor(.waitForExit) { start, finish in
            let waiter = Waiter(
                purpose: .waitForExit, startedAt: start, deadline: start + timeout, quietPeriod: nil,
                evaluate: { _ in false },
                quiet: { _ in },
                expire: { [self] in finish(.failure(timeoutError(.waitForExit, waited: timeout))) },
                exited: { status in
                    finish(.success(status))
                    return true
                },
                abort: { finish(.failure($0)) }
            )
            return waiter
        }
    }

    /// What a wait for something the program must do does when the kernel says the
    /// program is idle, waiting for a key: it fails at once, since nothing will change
    /// until the test acts. Idleness guessed from a quiet period fails nothing.
    private func failingWhenIdle<Value>(
        _ purpose: DriverError.TerminalAction, since start: Monotonic, _ finish: @escaping @Sendable (Result<Value, DriverError>) -> Void
    ) -> @Sendable (TerminalScreen, IdleJudgement) -> Bool {
        { [self] _, judgement in
            guard judgement == .kernel else { return false }
            let failure = TerminalFailure.idle(purpose, waited: Monotonic.now.since(start))
            finish(.failure(failure.error(commandLine: commandLine, diagnostics: diagnostics())))
            return true
        }
    }

    /// Registers the waiter `makeWaiter` builds (given the start of the wait and the one
    /// way to finish it) and returns what it finishes with. A cancellation of the calling
    /// task (a time limit ran out, or the run was stopped) finishes it at once, with
    /// `cancelled`: the I/O thread's answer or the cancellation, whichever comes first,
    /// and only that one.
    func waitFor<Value: Sendable>(
        _ purpose: DriverError.TerminalAction,
        _ makeWaiter: (Monotonic, @escaping @Sendable (Result<Value, DriverError>) -> Void) -> Waiter
    ) async -> Result<Value, DriverError> {
        let start = Monotonic.now
        let link = CancellationLink<Int>()
        let answer = FirstAnswer<Result<Value, DriverError>>()
        let finish: @Sendable (Result<Value, DriverError>) -> Void = { answer.give($0) }
        let cancel: @Sendable (Int) -> Void = { [self] id in
            _ = state.withLock { $0.waiters.removeValue(forKey: id) }
            finish(.failure(cancelledError(purpose, waited: Monotonic.now.since(start))))
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, DriverError>, Never>) in
                answer.hold(continuation)
                if let id = add(makeWaiter(start, finish)), !link.register(id) { cancel(id) }
            }
        } onCancel: {
            if let id = link.cancel() { cancel(id) }
        }
    }

    func timeoutError(_ action: DriverError.TerminalAction, waited: Duration) -> DriverError {
        let quiet = state.withLock { Monotonic.now.since($0.lastOutputAt) }
        let busy: String?
        if case .waitUntilQuiet = action { busy = nil } else { busy = busyWith }
        return TerminalFailure.timedOut(action, waited: waited, quietFor: quiet, busyWith: busy)
            .error(commandLine: commandLine, diagnostics: diagnostics())
    }

    private func cancelledError(_ action: DriverError.TerminalAction, waited: Duration) -> DriverError {
        TerminalFailure.cancelled(action, waited: waited).error(commandLine: commandLine, diagnostics: diagnostics())
    }

    /// Registers `waiter` for as long as it wants (see `add`), for a watcher that is not
    /// one wait of a test's: returns its id, or nil if it finished at once.
    func addWaiter(_ waiter: Waiter) -> Int? {
        add(waiter)
    }

    /// Forgets the waiter `id`, finished or not, without calling it again.
    func removeWaiter(_ id: Int) {
        _ = state.withLock { $0.waiters.removeValue(forKey: id) }
    }

    /// Grows with every burst of output the emulator takes.
    var revision: Int { state.withLock { $0.revision } }

    /// Registers `waiter`, first trying it against the current screen; returns its id,
    /// or nil if it finished without being registered.
    private func add(_ waiter: Waiter) -> Int? {
        while true {
            let (screen, revision, ending) = state.withLock { ($0.emulator.screen, $0.revision, $0.ending) }
            // An ended program's last screen still counts: it may have printed the answer and exited.
            if waiter.evaluate(screen) { return nil }
            if let ending {
                if !waiter.exited(ending) { waiter.abort(endingError(during: waiter.purpose)) }
                return nil
            }
            let id = state.withLock { state -> Int? in
                guard state.revision == revision, state.ending == nil else { return nil }
                let id = state.nextWaiterID
                state.waiters[id] = waiter
                state.nextWaiterID += 1
                return id
            }
            if let id {
                wake()
                return id
            }
        }
    }
}
