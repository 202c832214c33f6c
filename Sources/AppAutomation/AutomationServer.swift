import AutomationChannel
import ScreenModel
package import SystemLayer

/// The headless front end: speaks the automation protocol (docs/protocol.md) on the
/// channel the driver opened, pushes the tree after every change, and carries out
/// commands, running the app to quiescence before each answer.
///
/// The app lives exactly as long as the channel: when the driver closes it (or dies),
/// `run()` returns and the app exits.
public final class AutomationServer {
    /// What to do instead of sending the first tree.
    public enum FirstTreeDecision: Sendable {
        /// Send it, as always.
        case send
        /// Never send a tree; keep reading the channel and answer nothing.
        case withhold
    }

    /// Points where a debug build can make the server misbehave on purpose; the
    /// defaults do nothing.
    public struct Hooks {
        /// Runs after the hello has been sent, before the first tree.
        public var willSendFirstTree: () -> FirstTreeDecision = { .send }
        /// Runs with the 1-based number of each command message before it is handled.
        public var willHandleCommand: (Int) -> Void = { _ in }

        /// Hooks that do nothing.
        public init() {}
    }

    private let descriptor: Int32
    private let app: any AutomatableApp
    private let hooks: Hooks
    private var commandCount = 0
    private var channel: ChannelEnd<DriverMessage>
    private var outgoing = OutgoingFrames()
    private var generation: UInt64 = 0
    private var lastRoot: ElementSnapshot?
    private var lastActivity: Activity?
    /// The version the driver's hello named: nil until it arrives.
    private var driverVersion: Int?
    /// A first tree too long for a frame, held until the driver's hello says whether it
    /// may go in parts (docs/protocol.md §8).
    private var heldForHello: AppMessage?
    /// A pidfd of the process that launched the app, or -1.
    private let driverProcess: Int32
    /// Whether going idle writes the coverage counters: not in a rehearsal, whose
    /// process forks launches that must name their own profiles.
    var writesCoverage = true
    /// Whether the channel had input in the loop's turn under way.
    private var channelReadThisTurn = false

    /// A server for `app` on the channel `descriptor`.
    ///
    /// - Parameter driverProcessID: the process that launched the app; when it ends, `run()`
    ///   returns `ExitCode.driverGone` even if the channel stays open (another process may
    ///   hold it). This backs up the parent-death signal, which the kernel ties to the
    ///   thread that started the app rather than to its process.
    public init(descriptor: Int32, app: any AutomatableApp, hooks: Hooks = Hooks(), driverProcessID: Int32? = nil) {
        self.descriptor = descriptor
        channel = ChannelEnd(descriptor: descriptor)
        self.app = app
        self.hooks = hooks
        driverProcess = driverProcessID.map { Posix.exitNotifier(for: $0) } ?? -1
    }

    deinit {
        if driverProcess >= 0 { Posix.close(driverProcess) }
    }

    /// Serves the channel until it closes; returns the code the app exits with (see
    /// `ExitCode`).
    public func run() -> Int32 {
        queue(.hello(AppHello(processID: Posix.processID, appName: app.name)))
        guard flush() else { return ExitCode.channelFailed.rawValue }
        if hooks.willSendFirstTree() == .withhold { return drainWithoutAnswering() }
        app.settle()
        publish()
        guard flush() else { return ExitCode.channelFailed.rawValue }

        // Termination signals are let in only while waiting: see `Termination`.
        return DescriptorLoop.run(self, unblockingSignals: true)
    }

    private func handle(_ message: DriverMessage) throws(WireError) {
        switch message {
        case let .hello(version):
            guard AutomationProtocol.supportedVersions.contains(version) else {
                throw .versionMismatch(expected: AutomationProtocol.supportedVersions, received: version)
            }
            driverVersion = version
            if let held = heldForHello {
                heldForHello = nil
                queue(held)
            }
        case let .command(sequence, command):
            guard driverVersion != nil else { throw .unexpectedMessage(expected: "hello", received: "command") }
            commandCount += 1
            hooks.willHandleCommand(commandCount)
            let outcome = perform(command)
            publish(forceTree: command == .refresh)
            queue(.reply(Reply(sequence: sequence, generation: generation, outcome: outcome)))
        }
    }

    /// Carries out `command`: the clock and refreshes here, the rest in the app.
    private func perform(_ command: Command) -> CommandOutcome {
        switch command {
        case let .advanceClock(milliseconds):
            defer { app.settle() }
            return app.scheduler.advanceVirtualClock(by: milliseconds)
        case .refresh:
            app.settle()
            return .done
        default:
            return app.perform(command)
        }
    }

    /// Reads and discards everything until the channel closes.
    private func drainWithoutAnswering() -> Int32 {
        // The driver ends an app that sends no screen with SIGKILL.
        if writesCoverage { CoverageProfile.write() }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count: Int
            do throws(SystemError) {
                count = try Posix.read(descriptor, into: &buffer)
            } catch  where error.wouldBlock {
                continue
            } catch {
                return ExitCode.channelFailed.rawValue
            }
            if count == 0 { return ExitCode.channelClosed.rawValue }
        }
    }

    /// Says why the channel is closing, then ends the session cleanly.
    private func refuse(_ error: WireError) -> Int32 {
        AppLog.write("automation: protocol error: \(error); closing the channel")
        queue(.protocolViolation(error.description))
        _ = flush()
        return ExitCode.protocolError.rawValue
    }

    /// Queues the current tree if it changed since the last push, or its activity if
    /// only that changed.
    private func publish(forceTree: Bool = false) {
        // The driver has not had the first tree yet: nothing later can go before it.
        guard heldForHello == nil else { return }
        let root = app.currentScreen()
        let activity = app.scheduler.activity
        if let update = treeUpdate(to: root, activity: activity, forceTree: forceTree) {
            generation += 1
            lastRoot = root
            lastActivity = activity
            queue(update)
        } else if activityChanged(activity) {
            lastActivity = activity
            queue(.status(generation: generation, activity: activity))
        }
    }

    /// The message that brings the driver's tree to `root`, or nil when it has it: a whole
    /// tree first, on `forceTree` (a refresh) and to a driver of version 2; otherwise what
    /// changed since the last tree sent.
    private func treeUpdate(to root: ElementSnapshot, activity: Activity, forceTree: Bool) -> AppMessage? {
        let next = generation + 1
        guard !forceTree, let lastRoot else { return .tree(ElementTree(generation: next, root: root, activity: activity)) }
        guard let driverVersion, driverVersion >= AutomationProtocol.differencesVersion else {
            return root == lastRoot ? nil : .tree(ElementTree(generation: next, root: root, activity: activity))
        }
        return ElementChange.between(lastRoot, root).map {
            .treeDifference(TreeDifference(baseGeneration: generation, generation: next, activity: activity, root: $0))
        }
    }

    /// On the real clock, remaining times shrink on their own; only a change in what is
    /// pending is news. On the virtual clock every change is news.
    private func activityChanged(_ activity: Activity) -> Bool {
        guard let lastActivity else { return true }
        if activity.clock == .virtual { return activity != lastActivity }
        return activity.pendingWork.map(\.name) != lastActivity.pendingWork.map(\.name)
    }

    /// Milliseconds until the app's next timer, or nil when none is pending.
    private func pollTimeout() -> Int? {
        app.scheduler.nextWakeUp.map { max(0, $0 - app.scheduler.clock.now) }
    }

    /// Queues `message`: in one frame when it fits; in parts to a driver of version 3; held
    /// for the driver's hello while its version is unknown; whole to one of version 2, which
    /// refuses it as too long.
    private func queue(_ message: AppMessage) {
        let frame = message.framed()
        guard frame.count - 4 > AutomationProtocol.maximumMessageBytes else { return outgoing.queue(frame: frame) }
        guard let driverVersion else {
            heldForHello = message
            return
        }
        outgoing.queue(frame: driverVersion >= AutomationProtocol.differencesVersion ? message.framedInParts() : frame)
    }

    /// Sends everything queued in one write, so a tree and its reply cost one system call.
    private func flush() -> Bool {
        do throws(SystemError) {
            try outgoing.send(to: descriptor)
            return true
        } catch {
            // A driver that went away closes the channel: that is the end, not news.
            if !error.peerGone { AppLog.write("automation: writing to the channel failed: \(error.reason)") }
            return false
        }
    }
}

extension AutomationServer: DescriptorLoopHandler {
    /// Registers, for the turn's wait, the driver's process (first: its end is the news),
    /// the channel and the app's wake descriptors (news from its other threads, such as
    /// a failed save); the wait lasts until the app's next timer at most. Writes the
    /// coverage counters before a wait that may last.
    package func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
        channelReadThisTurn = false
        let timeout = pollTimeout()
        // Before waiting (not spinning on a 0 ms timer): the driver may end the app
        // with SIGKILL at any point now.
        if timeout != 0 && writesCoverage { CoverageProfile.write() }
        watch.watch(driverProcess, for: .input)
        watch.watch(descriptor, for: .input)
        for wake in app.wakeDescriptors { watch.watch(wake, for: .input) }
        return timeout.map { .after(.milliseconds($0)) }
    }

    /// Ends the loop when the driver's process ended; reads the channel and sends what
    /// that brought. A wake waits for the turn's end.
    package func handle(_ ready: PollDescriptor) -> DescriptorVerdict<Int32> {
        if ready.descriptor == driverProcess {
            AppLog.write("\(AppLog.programName): the driver that launched this app has gone; exiting")
            return .stop(ExitCode.driverGone.rawValue)
        }
        guard ready.descriptor == descriptor else { return .keep }
        channelReadThisTurn = true
        do {
            switch try channel.read(waiting: false, { message throws(WireError) in try handle(message) }) {
            case .open: break
            case .closed: return .stop(ExitCode.channelClosed.rawValue)
            case let .failed(code):
                AppLog.write("automation: reading the channel failed: \(Posix.describe(code))")
                return .stop(ExitCode.channelFailed.rawValue)
            }
        } catch {
            return .stop(refuse(error))
        }
        return flush() ? .keep : .stop(ExitCode.channelFailed.rawValue)
    }

    /// A turn without input on the channel (a timer due, or a wake): runs the app to
    /// quiescence and sends what changed.
    package func turnEnded(timedOut: Bool) -> Int32? {
        guard !channelReadThisTurn else { return nil }
        app.settle()
        publish()
        return flush() ? nil : ExitCode.channelFailed.rawValue
    }

    /// A termination signal ends the loop; any other goes on.
    package func interrupted() -> Int32? {
        Termination.requested != nil ? ExitCode.channelClosed.rawValue : nil
    }

    /// Says why and ends with `ExitCode.channelFailed`.
    package func waitFailed(_ error: SystemError) -> Int32 {
        AppLog.write("automation: poll failed: \(error.reason)")
        return ExitCode.channelFailed.rawValue
    }
}

extension AutomationServer {
    /// Ties the app's life to the driver's: the kernel kills the app if the driver
    /// dies (unless `parentDeathSignal` is false), and a driver that died before this
    /// call is noticed at once.
    public static func bindLifetimeToDriver(expectedParent: Int32?, parentDeathSignal: Bool = true) -> Bool {
        if parentDeathSignal {
            try? Posix.setParentDeathSignal(Signal.kill)
        } else {
            AppLog.write("\(AppLog.programName): the parent-death signal is off: this app will outlive its driver")
        }
        if let expectedParent, Posix.parentProcessID != expectedParent { return false }
        return true
    }
}
