import Synchronization
import SystemLayer
import TerminalEmulator

extension TerminalSession {
    /// Reads whether the program is idle, when a waiter asks and a reading is due, and
    /// hands the screen to the waiters idleness concerns once it is (I/O thread).
    ///
    /// One reading: the terminal is asked whether the program left input unread (which
    /// first moves input still in the kernel's buffers to it, waking a reader); every
    /// thread of the foreground group is read; then the terminal is read, which first
    /// moves to it what the program wrote before blocking. A reading that finds the
    /// program idle is confirmed at once by a second: when no output came and no thread
    /// ran between the two, every thread was blocked at one instant with nothing pending.
    func checkIdle(buffer: inout [UInt8]) {
        let now = Monotonic.now
        let horizon = state.withLock { state -> Duration? in
            guard state.waiters.values.contains(where: { $0.idle != nil }) else {
                state.idle = IdleWatch()
                return nil
            }
            guard state.outbox.isEmpty, state.held.bytes.isEmpty else {
                state.idle.candidate = nil
                state.idle.nextReading = now + IdleWatch.shortestInterval
                return nil
            }
            guard state.idle.isReadingDue(at: now, lastActivity: max(state.lastOutputAt, state.lastInputAt)) else { return nil }
            return state.idleHorizon
        }
        guard let horizon else { return }
        var outcome = takeReading(horizon: horizon, buffer: &buffer)
        if outcome == nil, state.withLock({ $0.idle.candidate != nil }) {
            outcome = takeReading(horizon: horizon, buffer: &buffer)
        }
        guard let (waiters, screen, judgement) = outcome else { return }
        let finished = waiters.filter { $0.value.idle?(screen, judgement) ?? false }.map(\.key)
        guard !finished.isEmpty else { return }
        state.withLock { state in
            for id in finished { state.waiters[id] = nil }
        }
    }

    /// One reading (see `checkIdle`): nil while the program is not judged idle, else the
    /// waiters idleness concerns, the screen and how it was judged.
    private func takeReading(horizon: Duration, buffer: inout [UInt8]) -> ([Int: Waiter], TerminalScreen, IdleJudgement)? {
        let began = Monotonic.now
        let activity = ProgramActivity.read(leader: process.pid, controller: process.controller, terminal: process.terminal, horizon: horizon)
        _ = readTerminal(into: &buffer)
        return state.withLock { state -> ([Int: Waiter], TerminalScreen, IdleJudgement)? in
            let read = Monotonic.now
            state.idle.lastReading = read
            // Input sent while the threads were read may have reached the program after
            // its thread was: the reading cannot speak for the program after it.
            if state.lastInputAt > began {
                state.idle.candidate = nil
                state.idle.nextReading = read + IdleWatch.shortestInterval
                return nil
            }
            let sinceActivity = read.since(max(state.lastOutputAt, state.lastInputAt))
            let judgement = state.idle.judge(
                activity, revision: state.revision, look: { state.emulator.screen.look }, quietFor: sinceActivity, at: read, lastInput: state.lastInputAt)
            state.idle.nextReading = read + IdleWatch.interval(sinceActivity: sinceActivity, confirming: state.idle.candidate != nil)
            guard let judgement else { return nil }
            state.lastIdleJudgement = judgement
            return (state.waiters.filter { $0.value.idle != nil }, state.emulator.screen, judgement)
        }
    }

    /// What the program was busy with at the latest reading, for a wait's failure.
    var busyWith: String? {
        state.withLock { state in
            switch state.idle.latest {
            case let .busy(what)?: what
            case let .ticking(what, _)?: state.idle.ticksProveIdle ? "nothing but ticks, which draw nothing: \(what)" : what
            case let .unknown(reason)?: "not known (\(reason))"
            default: nil
            }
        }
    }

    /// Waits until the program is idle and returns the screen then, up to `timeout`.
    func waitUntilIdle(timeout: Duration) async -> Result<TerminalScreen, DriverError> {
        await waitFor(.waitUntilIdle) { start, finish in
            var waiter = Waiter(
                purpose: .waitUntilIdle, startedAt: start, deadline: start + timeout, quietPeriod: nil,
                evaluate: { _ in false },
                quiet: { _ in },
                expire: { [self] in finish(.failure(timeoutError(.waitUntilIdle, waited: timeout))) },
                exited: { [self] _ in
                    finish(.success(screen))
                    return true
                },
                abort: { finish(.failure($0)) }
            )
            waiter.idle = { screen, _ in
                finish(.success(screen))
                return true
            }
            return waiter
        }
    }
}
