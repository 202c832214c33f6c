import Dispatch
import Glibc
import ScreenModel
import Synchronization
import SystemShims

/// One run of an app process: its channel, the latest tree it pushed, and everything
/// waiting on it.
///
/// A dedicated thread reads the channel, the log and the process's exit; Swift
/// concurrency threads never block here. Waiters are evaluated on that thread, once
/// per pushed tree, and each finishes exactly once: satisfied, failed, timed out, or
/// aborted because the app ended.
final class AppSession: Sendable {
    /// How the session ended.
    enum Ending: Sendable {
        /// The process exited; `expected` when the test asked for it.
        case exited(ExitStatus, expected: Bool)
    }

    struct Waiter: Sendable {
        let purpose: DriverError.Attempt
        /// When the wait began.
        let started: Monotonic
        let deadline: Monotonic?
        /// Called with each new tree; returns true when the waiter has finished.
        let evaluate: @Sendable (ElementTree) -> Bool
        /// Called when the deadline passes.
        let expire: @Sendable () -> Void
        /// Called when the app ends first.
        let abort: @Sendable (DriverError) -> Void
    }

    /// How to word a wait's timeout, as last decided. Kept in a struct: a bare closure
    /// read through `Mutex.withLock` is re-wrapped on every access, growing a chain of
    /// thunks without bound.
    struct TimeoutReason: Sendable {
        var build: (@Sendable (Duration) -> DriverError.Reason)?
    }

    /// Someone waiting for the app to write some text to its output.
    struct LogWaiter: Sendable {
        let text: String
        let started: Monotonic
        let deadline: Monotonic
        /// Called once: true when the text appeared, false when time ran out or the app ended.
        let finish: @Sendable (Bool) -> Void
    }

    struct PendingReply: Sendable {
        let command: Command
        let deadline: Monotonic
        let sentAt: Monotonic
        let continuation: CheckedContinuation<Result<Reply, DriverError>, Never>
    }

    struct State: Sendable {
        var tree: ElementTree?
        /// When the latest tree was read off the channel.
        var treeArrival: Monotonic?
        /// When the latest tree's activity (with the tree, or in a status) was read.
        var activityArrival: Monotonic?
        /// Grows with every tree or status, so a waiter can tell it saw the latest.
        var revision = 0
        var ending: Ending?
        var protocolProblem: DriverError.ProtocolProblem?
        var expectingExit = false
        var replies: [UInt64: PendingReply] = [:]
        var waiters: [Int: Waiter] = [:]
        var logWaiters: [Int: LogWaiter] = [:]
        var nextSequence: UInt64 = 1
        var nextWaiterID = 0
        var log = LogBuffer()
        var lastCommand: Command?
        var armedDeadline: Monotonic?
        var killAt: Monotonic?
        /// Those waiting for the process to be reaped, by waiter id.
        var endWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
        /// Since when `terminate()` has been waiting for the process to exit.
        var terminatingSince: Monotonic?
        /// Whether waits may fast-forward a virtual clock; turned off if the app refuses.
        var advancesVirtualClock = true
        /// The sequence number of the clock advance the driver sent on its own, if one is in flight.
        var advanceInFlight: UInt64?
        /// The I/O thread, so a call made on it never waits for it.
        var ioThread: pthread_t?
        /// Kept until the process is reaped: the state directory the app writes to.
        var keptUntilReaped: [TemporaryDirectory] = []
        /// What the app reported and the driver did, for traces.
        var journal = SessionJournal()
    }

    let executable: String
    let process: any AppProcess
    /// The last lines of the previous run of the same `App`, headed by how it ended:
    /// what it said before a relaunch (a save that failed) explains what this run lacks.
    let priorRun: String?
    let state = Mutex(State())
    /// Serialises writes to the channel and guards its closing.
    let writer = Mutex(true)
    let wakePipe: (read: Int32, write: Int32)
    /// Left when the I/O thread has reaped the process and closed everything.
    let finished = DispatchGroup()

    init(executable: String, process: any AppProcess, advancesVirtualClock: Bool = true, priorRun: String? = nil) {
        self.executable = executable
        self.process = process
        self.priorRun = priorRun
        state.withLock { $0.advancesVirtualClock = advancesVirtualClock }
        var fds: [Int32] = [-1, -1]
        _ = shim_pipe(&fds, 1)
        wakePipe = (fds[0], fds[1])
        finished.enter()
    }

    // MARK: - Reading state

    /// The latest tree the app pushed.
    var latestTree: ElementTree? { state.withLock { $0.tree } }

    /// The latest tree with its pending work as it stands now: a report read a while
    /// ago said more time was left than there is. (On a virtual clock time does not
    /// pass by itself, so nothing changes.)
    var latestTreeNow: ElementTree? {
        let (tree, arrival) = state.withLock { ($0.tree, $0.activityArrival) }
        guard var tree, let arrival, tree.activity.clock == .real, !tree.activity.isIdle else { return tree }
        let elapsed = Monotonic.now.since(arrival).components
        tree.activity = tree.activity.elapsing(milliseconds: Int(elapsed.seconds * 1_000 + elapsed.attoseconds / 1_000_000_000_000_000))
        return tree
    }

    /// How the process ended, once it has.
    var exitStatus: ExitStatus? {
        state.withLock { state in
            guard case let .exited(status, _) = state.ending else { return nil }
            return status
        }
    }

    /// Whether the process has ended.
    var hasEnded: Bool { state.withLock { $0.ending != nil } }

    /// Everything the app has written to its output so far (bounded).
    var logText: String { state.withLock { $0.log.text } }

    /// Where the log and the journal end now: marks for `observed(since:)`.
    var marks: (log: Int, journal: Int) { state.withLock { ($0.log.end, $0.journal.end) } }

    /// What the app wrote and reported after `marks`.
    func observed(since marks: (log: Int, journal: Int)) -> (log: String, events: [SessionEvent]) {
        state.withLock { ($0.log.text(since: marks.log), $0.journal.events(since: marks.journal)) }
    }

    /// The evidence to attach to a failure now: the tree, and the log of this run
    /// after the end of the previous one's, if it said anything.
    func diagnostics() -> Diagnostics {
        state.withLock { state in
            var logTail = state.log.tail(lines: 40)
            if let priorRun {
                logTail = priorRun + "\n[this launch, pid \(process.pid)]" + (logTail.isEmpty ? "" : "\n" + logTail)
            }
            return Diagnostics(tree: state.tree, logTail: logTail)
        }
    }

    /// This run's last log lines headed by how it ended, for the next run of the same
    /// `App` to show in its diagnostics; nil if the app said nothing.
    func summaryForNextRun() -> String? {
        state.withLock { state in
            let tail = state.log.tail(lines: 20)
            guard !tail.isEmpty else { return nil }
            let ending = if case let .exited(status, _) = state.ending { ", which ended with \(status)" } else { "" }
            return "[the previous launch, pid \(process.pid)\(ending)]\n" + tail
        }
    }

    /// The error a call gets once the app has ended: `purpose` is what the test was
    /// doing, or nil when only the `command` in flight is known.
    func endingError(during purpose: DriverError.Attempt?, command: Command? = nil) -> DriverError {
        let (ending, problem, lastCommand) = state.withLock { ($0.ending, $0.protocolProblem, $0.lastCommand) }
        if let problem { return DriverError(.protocolError(problem), diagnostics: diagnostics()) }
        guard case let .exited(status, expected) = ending, !expected else {
            return DriverError(.appNotRunning(purpose ?? DriverError.Attempt(DriverError.Action(command ?? .refresh))), diagnostics: diagnostics())
        }
        return DriverError(.appCrashed(status: status, lastCommand: lastCommand, during: purpose), diagnostics: diagnostics())
    }

    // MARK: - Commands

    /// Sends `command` and returns the app's reply, or the reason none came: the app
    /// ended, or it did not answer within `timeout` (then it is terminated).
    ///
    /// If the calling task is cancelled first (a test's time limit ran out), fails at
    /// once with `timeout`, saying so; the app is left as it is.
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
        await withCheckedContinuation { continuation in
            let now = Monotonic.now
            let deadline = now + timeout
            let registered: UInt64? = state.withLock { state in
                guard state.ending == nil, state.protocolProblem == nil else { return nil }
                let sequence = state.nextSequence
                state.nextSequence += 1
                state.replies[sequence] = PendingReply(command: command, deadline: deadline, sentAt: now, continuation: continuation)
                state.lastCommand = command
                if case let .advanceClock(milliseconds) = command { state.journal.noteAdvance(milliseconds: milliseconds, automatic: false) }
                return sequence
            }
            guard let sequence = registered else {
                continuation.resume(returning: .failure(endingError(during: nil, command: command)))
                return
            }
            guard link.register(sequence) else { return cancelReply(sequence, launched: launched) }
            armIfEarlier(deadline)
            // A failed write means the app is going away; the I/O thread fails the reply.
            _ = write(DriverMessage.command(sequence: sequence, command).framed())
        }
    }

    /// Fails the reply awaited under `sequence` because its task was cancelled, first
    /// noting everything the test's apps were doing at that moment.
    private func cancelReply(_ sequence: UInt64, launched: LaunchedApps?) {
        launched?.noteCancellation()
        guard let reply = state.withLock({ $0.replies.removeValue(forKey: sequence) }) else { return }
        reply.continuation.resume(returning: .failure(cancelled(DriverError.Attempt(DriverError.Action(reply.command)), command: reply.command, since: reply.sentAt)))
    }

    /// The error of a call whose task was cancelled during `attempt`, while it waited
    /// for the reply to `command` if one was in flight.
    func cancelled(_ attempt: DriverError.Attempt, command: Command? = nil, since start: Monotonic) -> DriverError {
        DriverError(.cancelled(attempt, command: command, waited: Monotonic.now.since(start), activity: latestTree?.activity),
                    diagnostics: diagnostics())
    }

    /// Writes a whole frame to the channel; false if the channel is closed or broken.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        writer.withLock { open in
            guard open else { return false }
            return bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let sent = Glibc.send(process.channel, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    if sent < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    offset += sent
                }
                return true
            }
        }
    }

    // MARK: - Waits

    /// Waits until `decide` settles on a tree the app pushed (the current one counts),
    /// until `timeout` passes, or until the app ends.
    ///
    /// A condition already true returns without waiting for the app. If the calling
    /// task is cancelled first, fails at once with `timeout`, saying so.
    func wait<Value: Sendable>(
        purpose: DriverError.Attempt, timeout: Duration,
        _ decide: @escaping @Sendable (ElementTree) -> WaitDecision<Value>
    ) async -> Result<Value, DriverError> {
        let start = Monotonic.now
        let deadline = start + timeout
        let link = CancellationLink<Int>()
        let launched = LaunchedApps.current
        // Resumed once: by the I/O thread (satisfied, failed, expired, aborted) or by a
        // cancellation, whichever comes first.
        let finished = Mutex<CheckedContinuation<Result<Value, DriverError>, Never>?>(nil)
        let finish: @Sendable (Result<Value, DriverError>) -> Void = { result in
            finished.withLock { continuation in
                defer { continuation = nil }
                return continuation
            }?.resume(returning: result)
        }
        let cancel: @Sendable (Int) -> Void = { [self] id in
            launched?.noteCancellation()
            _ = state.withLock { $0.waiters.removeValue(forKey: id) }
            finish(.failure(cancelled(purpose, since: start)))
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, DriverError>, Never>) in
            finished.withLock { $0 = continuation }
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
            let waiter = Waiter(
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

    /// Registers `waiter`, first trying it against the current tree; returns its id,
    /// or nil if it finished without being registered.
    private func add(_ waiter: Waiter) -> Int? {
        while true {
            let (tree, revision, ended) = state.withLock { ($0.tree, $0.revision, $0.ending != nil || $0.protocolProblem != nil) }
            if ended {
                waiter.abort(endingError(during: waiter.purpose))
                return nil
            }
            if let tree, waiter.evaluate(tree) { return nil }
            let inserted = state.withLock { state -> Int? in
                guard state.revision == revision, state.ending == nil, state.protocolProblem == nil else { return nil }
                let id = state.nextWaiterID
                state.waiters[id] = waiter
                state.nextWaiterID += 1
                return id
            }
            if let inserted {
                if let deadline = waiter.deadline { armIfEarlier(deadline) }
                fastForwardIfStalled()
                return inserted
            }
        }
    }

    /// When something is waiting and the app is busy only with timers on a virtual
    /// clock, moves that clock to the next timer instead of waiting for time that
    /// will never pass by itself.
    func fastForwardIfStalled() {
        let advance = state.withLock { state -> (UInt64, Int)? in
            guard state.advancesVirtualClock, state.advanceInFlight == nil, !state.waiters.isEmpty,
                  state.ending == nil, state.protocolProblem == nil,
                  let activity = state.tree?.activity, activity.clock == .virtual,
                  let due = activity.nextDueMilliseconds else { return nil }
            let sequence = state.nextSequence
            state.nextSequence += 1
            state.advanceInFlight = sequence
            state.journal.noteAdvance(milliseconds: max(0, due), automatic: true)
            return (sequence, max(0, due))
        }
        guard let (sequence, milliseconds) = advance else { return }
        write(DriverMessage.command(sequence: sequence, .advanceClock(milliseconds: milliseconds)).framed())
    }

    /// Wakes the I/O thread if `deadline` is sooner than the one its poll is armed for.
    func armIfEarlier(_ deadline: Monotonic) {
        let needsWake = state.withLock { state -> Bool in
            if let armed = state.armedDeadline, armed <= deadline { return false }
            state.armedDeadline = deadline
            return true
        }
        if needsWake { wake() }
    }

    /// Interrupts the I/O thread's poll so it re-reads its deadlines. Goes through the
    /// writer lock so it never touches the pipe after the thread closed it.
    func wake() {
        writer.withLock { open in
            guard open else { return }
            var byte: UInt8 = 1
            _ = Glibc.write(wakePipe.write, &byte, 1)
        }
    }

    // MARK: - Ending

    /// Asks the app to stop (SIGTERM), kills it after `grace` if it has not, and
    /// returns once it is reaped. Pending calls fail with `appNotRunning`.
    func terminate(grace: Duration = .seconds(2)) async {
        let alreadyEnded = state.withLock { state -> Bool in
            state.expectingExit = true
            if state.ending != nil { return true }
            state.killAt = Monotonic.now + grace
            state.terminatingSince = state.terminatingSince ?? Monotonic.now
            return false
        }
        if !alreadyEnded {
            process.signal(SIGTERM)
            wake()
        }
        await waitUntilEnded()
    }

    /// Kills the app at once (SIGKILL) and blocks until the I/O thread has reaped it;
    /// `directory` is kept until then. For deinitialisers, which cannot await.
    ///
    /// Called on the I/O thread itself (when the last reference to an app is dropped
    /// there), it does not wait: the thread reaps the app and lets the directory go next.
    func killAndWait(keeping directory: TemporaryDirectory?) {
        let (ended, onIOThread) = state.withLock { state -> (Bool, Bool) in
            state.expectingExit = true
            if state.ending == nil, let directory { state.keptUntilReaped.append(directory) }
            let onIOThread = state.ioThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            return (state.ending != nil, onIOThread)
        }
        if !ended { process.signal(SIGKILL) }
        if !onIOThread { _ = finished.wait(timeout: .now() + .seconds(10)) }
    }

    /// Returns once the process has been reaped, or at once if the calling task is
    /// cancelled (a test's time limit ran out), after killing the app (SIGKILL).
    func waitUntilEnded() async {
        let link = CancellationLink<Int>()
        let launched = LaunchedApps.current
        let cancel: @Sendable (Int) -> Void = { [self] id in
            launched?.noteCancellation()
            process.signal(SIGKILL)
            state.withLock { $0.endWaiters.removeValue(forKey: id) }?.resume()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let id = state.withLock { state -> Int? in
                    if state.ending != nil { return nil }
                    let id = state.nextWaiterID
                    state.nextWaiterID += 1
                    state.endWaiters[id] = continuation
                    return id
                }
                guard let id else { return continuation.resume() }
                if !link.register(id) { cancel(id) }
            }
        } onCancel: {
            if let id = link.cancel() { cancel(id) }
        }
    }
}
