import AutomationChannel
import Dispatch
import ScreenModel
import Synchronization
import SystemLayer

/// One run of an app process: its channel, the latest tree it pushed, and everything
/// waiting on it.
///
/// A dedicated thread reads the channel, the log and the process's exit; a Swift
/// concurrency thread blocks here only to read the reply to the command it sent, for a
/// short while (`AppSession+ReadingReplies.swift`). Waiters are evaluated on whichever
/// thread reads a tree, once per pushed tree, and each finishes exactly once: satisfied,
/// failed, timed out, or aborted because the app ended.
///
/// Its state is a few parts with one concern each, under one lock: the screen
/// (`LatestTree`), the replies owed (`ReplyBook`, `AppSession+Replies.swift`), the
/// waiters and deadlines (`WaitBook`, `AppSession+Waits.swift`), the virtual clock's
/// pacing (`ClockPacing`, `AppSession+Pacing.swift`) and the process's life
/// (`ProcessLifetime`, `AppSession+Lifetime.swift`); `AppSession+Loop.swift`, its handler on the
/// system layer's `PollLoop`, reads the channel and the log and hands each message to them.
final class AppSession: Sendable {
    /// How a wait's timeout is worded, as last decided. Kept in a struct: a bare closure
    /// read through `Mutex.withLock` is re-wrapped on every access, growing a chain of
    /// thunks without bound.
    struct TimeoutReason: Sendable {
        var build: (@Sendable (Duration) -> DriverError.Reason)?
    }

    struct State: Sendable {
        var screen = LatestTree()
        var replies = ReplyBook()
        var waits = WaitBook()
        var pacing: ClockPacing
        var lifetime = ProcessLifetime()
        var log = LogBuffer()
        /// What the app reported and the driver did, for traces.
        var journal = SessionJournal()
        /// The protocol version agreed in the handshake: nil until the driver's hello is sent.
        var protocolVersion: Int?
        /// The parts of a message too long for a frame, as they arrive (version 3).
        var parts = MessageParts()
    }

    /// The channel's reading end, read by one thread at a time: the I/O thread, or a
    /// thread reading the reply to the command it sent (`AppSession+ReadingReplies.swift`).
    struct ChannelReader {
        var end: ChannelEnd<AppMessage>
        /// Whether the channel's descriptor has been closed: nothing may read it then.
        var isClosed = false
    }

    let executable: String
    let process: any AppProcess
    /// The last lines of the previous run of the same `App`, headed by how it ended:
    /// what it said before a relaunch (a save that failed) explains what this run lacks.
    let priorRun: String?
    let state: Mutex<State>
    /// Serialises writes to the channel and guards its closing.
    let writer = Mutex(true)
    /// The bytes read from the app's channel so far, for the benchmark.
    let bytesReceived = Atomic<Int>(0)
    /// The channel's reading end; whoever reads it holds this lock.
    let reader: Mutex<ChannelReader>
    /// The group through which the I/O thread watches the channel, so a thread reading
    /// its own reply can take the channel away from it; nil if none could be made (the
    /// I/O thread then watches the channel itself and reads every reply).
    let channelGroup: ReadinessGroup?
    /// How long a thread that sent a command reads the channel for its reply.
    let readingWindow: Duration
    /// Interrupts the I/O thread's poll.
    let wakeSignal = WakeSignal()
    /// Left when the I/O thread has reaped the process and closed everything.
    let finished = DispatchGroup()

    init(
        executable: String, process: any AppProcess, advancesVirtualClock: Bool = true,
        readingWindow: Duration, priorRun: String? = nil, logCapacity: Int = LogBuffer.defaultCapacity
    ) {
        self.executable = executable
        self.process = process
        self.readingWindow = readingWindow
        self.priorRun = priorRun
        state = Mutex(State(pacing: ClockPacing(enabled: advancesVirtualClock), log: LogBuffer(capacity: logCapacity)))
        reader = Mutex(ChannelReader(end: ChannelEnd(descriptor: process.channel)))
        channelGroup = Self.group(holding: process.channel)
        finished.enter()
    }

    /// A readiness group holding only `channel`, or nil if none could be made.
    private static func group(holding channel: Int32) -> ReadinessGroup? {
        guard let group = try? ReadinessGroup() else { return nil }
        guard (try? group.add(channel)) != nil else {
            group.close()
            return nil
        }
        return group
    }

    /// The descriptor the I/O thread polls for the channel: its group's, or its own.
    var watchedChannel: Int32 { channelGroup?.descriptor ?? process.channel }

    // MARK: - Reading state

    /// The latest tree the app pushed.
    var latestTree: ElementTree? { state.withLock { $0.screen.tree } }

    /// When the latest tree was read off the channel.
    var latestTreeArrival: Monotonic? { state.withLock { $0.screen.treeArrival } }

    /// The latest tree with its pending work as it stands now: a report read a while
    /// ago said more time was left than there is. (On a virtual clock time does not
    /// pass by itself, so nothing changes.)
    var latestTreeNow: ElementTree? {
        let (tree, arrival) = state.withLock { ($0.screen.tree, $0.screen.activityArrival) }
        guard var tree, let arrival, tree.activity.clock == .real, !tree.activity.isIdle else { return tree }
        let elapsed = Monotonic.now.since(arrival).components
        tree.activity = tree.activity.elapsing(milliseconds: Int(elapsed.seconds * 1_000 + elapsed.attoseconds / 1_000_000_000_000_000))
        return tree
    }

    /// How the process ended, once it has.
    var exitStatus: ExitStatus? { state.withLock { $0.lifetime.exitStatus } }

    /// Whether the process has ended.
    var hasEnded: Bool { state.withLock { $0.lifetime.ending != nil } }

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
            return Diagnostics(tree: state.screen.tree, logTail: logTail)
        }
    }

    /// This run's last log lines headed by how it ended, for the next run of the same
    /// `App` to show in its diagnostics; nil if the app said nothing.
    func summaryForNextRun() -> String? {
        state.withLock { state in
            let tail = state.log.tail(lines: 20)
            guard !tail.isEmpty else { return nil }
            let ending = state.lifetime.exitStatus.map { ", which ended with \($0)" } ?? ""
            return "[the previous launch, pid \(process.pid)\(ending)]\n" + tail
        }
    }

    /// The error a call gets once the app has ended: `purpose` is what the test was
    /// doing, or nil when only the `command` in flight is known.
    func endingError(during purpose: DriverError.Attempt?, command: Command? = nil) -> DriverError {
        let (ending, problem, lastCommand) = state.withLock { ($0.lifetime.ending, $0.lifetime.protocolProblem, $0.replies.lastCommand) }
        if let problem { return DriverError(.protocolError(problem), diagnostics: diagnostics()) }
        guard case let .exited(status, expected) = ending, !expected else {
            return DriverError(.appNotRunning(purpose ?? DriverError.Attempt(DriverError.Action(command ?? .refresh))), diagnostics: diagnostics())
        }
        return DriverError(.appCrashed(status: status, lastCommand: lastCommand, during: purpose), diagnostics: diagnostics())
    }
}
