import Dispatch
import Synchronization
import SystemLayer
import TerminalEmulator

extension TerminalSession {
    /// Starts the program from a new I/O thread and returns the running session.
    ///
    /// The spawn happens on that thread because the kernel's parent-death signal
    /// follows the spawning thread: the program must not die while the thread that
    /// watches it is alive, and must die when it is gone.
    static func start(_ launch: TerminalLaunch) async -> Result<TerminalSession, DriverError> {
        await withCheckedContinuation { continuation in
            do throws(SystemError) {
                try PollLoop.startThread {
                    let process: PseudoTerminalProcess
                    do throws(SpawnError) {
                        // The keeper has the program's group before the program runs: a test
                        // process killed at any instant leaves it nothing unnamed to outlive it.
                        process = try ProcessGroupKeeper.spawning { keeper throws(SpawnError) in
                            try PseudoTerminalProcess.spawn(
                                executable: launch.executable, arguments: launch.arguments, environment: launch.environment,
                                columns: launch.columns, rows: launch.rows, workingDirectory: launch.workingDirectory, keeper: keeper
                            )
                        }
                    } catch {
                        continuation.resume(
                            returning: .failure(
                                TerminalFailure.cannotStart(executable: launch.executable, problem: error.problem)
                                    .error(commandLine: launch.commandLine)
                            ))
                        return nil
                    }
                    let session = TerminalSession(
                        process: process, commandLine: launch.commandLine, columns: launch.columns, rows: launch.rows,
                        scrollbackLimit: launch.scrollbackLimit
                    )
                    session.state.withLock { $0.ioThread = SystemThread.current }
                    continuation.resume(returning: .success(session))
                    return LoopHandler(session)
                }
            } catch {
                continuation.resume(
                    returning: .failure(
                        TerminalFailure.cannotStart(
                            executable: launch.executable, problem: .cannotStartWatcherThread(DriverError.SystemError(error))
                        ).error(commandLine: launch.commandLine)))
            }
        }
    }

    /// The session's side of its poll loop: reads the terminal and the exit notifier
    /// until the program is reaped, writing input and firing waiters and deadlines as it
    /// goes. Lives on the I/O thread, which owns its buffer.
    final class LoopHandler: PollLoopHandler {
        let session: TerminalSession
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(_ session: TerminalSession) {
            self.session = session
        }

        var wakeSignal: WakeSignal { session.wakeSignal }
        var exitNotifier: Int32 { session.process.exitNotifier }

        func descriptorsToWatch() -> [PollDescriptor] {
            let hasInput = session.state.withLock { !$0.outbox.isEmpty }
            return [PollDescriptor(session.process.controller, for: hasInput ? [.input, .output] : .input)]
        }

        func nextDeadline() -> Monotonic? { session.nextDeadline() }

        func handle(_ descriptor: PollDescriptor) -> Bool {
            if descriptor.ready.contains(.output) { session.flushOutbox() }
            guard !descriptor.ready.isDisjoint(with: [.input, .hangUp, .error]) else { return true }
            return session.readTerminal(into: &buffer)
        }

        /// Without a pidfd, the terminal closing is the sign the program is ending.
        func closingMeansExit(_ descriptor: Int32) -> Bool { true }

        func turnEnded(watched: [PollDescriptor]) {
            // Input pending as the turn began is written even if the terminal did not say it would take it.
            if watched.contains(where: { $0.events.contains(.output) }) { session.flushOutbox() }
            session.releaseHeldInput()
            session.fireDeadlines()
            session.checkIdle(buffer: &buffer)
        }

        func processEnded() { session.reap(buffer: &buffer) }
    }

    // MARK: - Output

    /// Reads what the program wrote (all of it that is there, up to 1 MiB at once),
    /// feeds the emulator and offers the new screen to the waiters. Returns false
    /// once the terminal has closed.
    func readTerminal(into buffer: inout [UInt8], limit: Int = 1 << 20) -> Bool {
        var open = true
        var total = 0
        let now = Monotonic.now
        var owesReplies = false
        while total < limit {
            let count: Int
            do throws(SystemError) {
                count = try Posix.read(process.controller, into: &buffer)
            } catch {
                // EAGAIN: nothing more for now. EIO: every process has closed the terminal.
                open = error.wouldBlock
                break
            }
            if count == 0 {
                open = false
                break
            }
            total += count
            let chunk = buffer[0..<count]
            owesReplies =
                state.withLock { state in
                    state.emulator.feed(chunk)
                    state.output.append(chunk)
                    state.recording.recordOutput(chunk, at: elapsed(at: now))
                    let replies = state.emulator.takeReplies()
                    state.outbox += replies
                    return !replies.isEmpty
                } || owesReplies
        }
        guard total > 0 else { return open }
        if owesReplies { flushOutbox() }
        let (screen, waiters) = state.withLock { state -> (TerminalScreen?, [Int: Waiter]) in
            state.revision += 1
            state.lastOutputAt = now
            return (state.waiters.isEmpty ? nil : state.emulator.screen, state.waiters)
        }
        if let screen { evaluate(waiters, against: screen) }
        return open
    }

    /// Offers `screen` to every waiter and forgets those that finished.
    private func evaluate(_ waiters: [Int: Waiter], against screen: TerminalScreen) {
        let finished = waiters.filter { $0.value.evaluate(screen) }.map(\.key)
        guard !finished.isEmpty else { return }
        state.withLock { state in
            for id in finished { state.waiters[id] = nil }
        }
    }

    /// Sends the held input once the foreground process waits for it (see `HeldInput`).
    func releaseHeldInput() {
        guard state.withLock({ !$0.held.bytes.isEmpty }) else { return }
        let foreground = ForegroundProcess.current(controller: process.controller)
        let now = Monotonic.now
        let released = state.withLock { state -> Bool in
            guard state.held.isDue(foreground, at: now) else { return false }
            state.outbox += state.held.bytes
            state.held = HeldInput()
            return true
        }
        if released { flushOutbox() }
    }

    // MARK: - Deadlines

    func nextDeadline() -> Monotonic? {
        state.withLock { state in
            var soonest = state.killAt
            if !state.held.bytes.isEmpty {
                let recheck = Monotonic.now + HeldInput.recheck
                soonest = soonest.map { min($0, recheck) } ?? recheck
            }
            if state.waiters.values.contains(where: { $0.idle != nil }) {
                let reading = state.idle.nextReading ?? .now
                soonest = soonest.map { min($0, reading) } ?? reading
            }
            for waiter in state.waiters.values {
                var deadline = waiter.deadline
                if let quiet = waiter.quietPeriod {
                    let still = max(state.lastOutputAt, waiter.startedAt) + quiet
                    deadline = deadline.map { min($0, still) } ?? still
                }
                if let deadline, soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
            }
            return soonest
        }
    }

    func fireDeadlines() {
        let now = Monotonic.now
        let (expired, quiet, screen, killNow) = state.withLock { state -> ([Waiter], [Waiter], TerminalScreen?, Bool) in
            let quietIDs = state.waiters.filter { entry in
                entry.value.quietPeriod.map { max(state.lastOutputAt, entry.value.startedAt) + $0 <= now } ?? false
            }.map(\.key)
            let quiet = quietIDs.compactMap { state.waiters.removeValue(forKey: $0) }
            let expiredIDs = state.waiters.filter { $0.value.deadline.map { $0 <= now } ?? false }.map(\.key)
            let expired = expiredIDs.compactMap { state.waiters.removeValue(forKey: $0) }
            var killNow = false
            if let killAt = state.killAt, killAt <= now {
                state.killAt = nil
                killNow = true
            }
            return (expired, quiet, quiet.isEmpty ? nil : state.emulator.screen, killNow)
        }
        if let screen { for waiter in quiet { waiter.quiet(screen) } }
        for waiter in expired { waiter.expire() }
        if killNow { process.signalGroup(Signal.kill) }
    }

    // MARK: - Ending

    /// Reads what the program left on the terminal: the kernel hands the controlling
    /// side everything written before the last process closed the terminal, then EIO.
    /// A process outside the group that still holds the terminal open is waited for
    /// at most a second.
    private func drainAfterExit(into buffer: inout [UInt8]) {
        let deadline = Monotonic.now + .seconds(1)
        while readTerminal(into: &buffer, limit: 4 << 20) {
            guard Posix.waitReadable(process.controller, until: deadline) else { return }
        }
    }

    /// Kills what is left of the program's process group, reaps the program, reads
    /// what it left on the terminal, and finishes everything still waiting.
    func reap(buffer: inout [UInt8]) {
        // The program has exited but is not yet reaped, so its id cannot have been
        // reused: anything it left running in its group goes with it.
        process.signalGroup(Signal.kill)
        let status = process.waitForExit()
        ProcessGroupKeeper.release(process.pid)
        drainAfterExit(into: &buffer)

        let waiters = state.withLock { state -> [Waiter] in
            state.ending = status
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters where !waiter.exited(status) {
            waiter.abort(endingError(during: waiter.purpose))
        }

        writer.withLock { open in
            open = false
            Posix.close(process.controller)
            wakeSignal.close()
        }
        if process.exitNotifier >= 0 { Posix.close(process.exitNotifier) }
        let endWaiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            defer { state.endWaiters = [] }
            return state.endWaiters
        }
        finished.leave()
        for waiter in endWaiters { waiter.resume() }
    }
}

/// Everything needed to start a program on a terminal.
struct TerminalLaunch: Sendable {
    var executable: String
    var arguments: [String]
    var environment: [String: String]
    var columns: Int
    var rows: Int
    var workingDirectory: String?
    var scrollbackLimit: Int
    var commandLine: String
}
