import AutomationChannel
import Driver
import ScreenModel
import Synchronization
import SystemLayer

/// An app that lives inside the test process: it speaks the automation protocol on
/// one end of a socket pair, so the driver's waits and actions can be tested without
/// launching anything. Tests script what it answers and when it pushes.
final class FakeApp: Sendable {
    /// What the fake does with a command: answer it (after applying any screen change).
    typealias Handler = @Sendable (Command, FakeApp) -> CommandOutcome?

    struct State: Sendable {
        var root: ElementSnapshot
        var activity: Activity
        var generation: UInt64 = 0
        var commands: [Command] = []
        var signals: [Int32] = []
        var exit: ExitStatus?
        var sendsFirstTree = true
        var hello = AppHello(processID: 4242, appName: "Fake")
        /// The versions the driver's hellos named, in order.
        var driverHellos: [Int] = []
        /// The sequence numbers of commands the handler left unanswered, oldest first.
        var held: [UInt64] = []
        /// How many commands the handler has decided on (to answer them, or to hold them).
        var decided = 0
        /// Tasks waiting until the fake has decided on so many commands.
        var commandWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
        /// Whether a kill or terminate signal is only noted, the fake dying when the test
        /// says (`crash(with:)`), as a process in an uninterruptible wait dies late.
        var diesLate = false
        /// Tasks waiting until the fake has been sent a signal.
        var signalWaiters: [(signal: Int32, continuation: CheckedContinuation<Void, Never>)] = []
    }

    let state: Mutex<State>
    let handler: Handler
    private let sockets: (driver: Int32, app: Int32)
    /// What the driver's end of the channel is to the kernel (`socket:[inode]`): the name
    /// `/proc/self/fd` lists for it for as long as any descriptor holds it open.
    let driverChannelName: String
    private let exitPipe: (read: Int32, write: Int32)
    private let exited = Mutex(false)
    /// Held from numbering a tree to sending it, so trees go out in the order they are numbered.
    private let pushing = Mutex(())

    init(_ root: ElementSnapshot, activity: Activity = .idle, handler: @escaping Handler = { _, _ in .done }) {
        state = Mutex(State(root: root, activity: activity))
        self.handler = handler
        sockets = (try? Posix.socketPair()) ?? (-1, -1)
        driverChannelName = Posix.linkTarget("/proc/self/fd/\(sockets.driver)") ?? ""
        exitPipe = (try? Posix.pipe()) ?? (-1, -1)
    }

    /// The commands the fake has received, in order.
    var commands: [Command] { state.withLock { $0.commands } }
    /// The versions the driver's hellos named, in order.
    var driverHellos: [Int] { state.withLock { $0.driverHellos } }
    /// The signals the driver sent it.
    var signals: [Int32] { state.withLock { $0.signals } }

    /// Returns once the handler has decided on `count` commands in all: to answer each,
    /// or to hold it (so a test that answers held commands finds it held).
    func received(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.decided >= count { return true }
                state.commandWaiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Returns once the driver has sent the fake `signal`.
    func signalled(_ signal: Int32) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.signals.contains(signal) { return true }
                state.signalWaiters.append((signal, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    /// Makes the fake note a kill or terminate signal without dying of it, until the
    /// test ends it with `crash(with:)`.
    func dieLate() {
        state.withLock { $0.diesLate = true }
    }

    /// Answers the oldest command the handler left unanswered with `outcome`.
    func answerHeldCommand(with outcome: CommandOutcome = .done) {
        let answer = state.withLock { state -> (UInt64, UInt64)? in
            guard !state.held.isEmpty else { return nil }
            return (state.held.removeFirst(), state.generation)
        }
        guard let (sequence, generation) = answer else { return }
        pushing.withLock { _ in send(.reply(Reply(sequence: sequence, generation: generation, outcome: outcome))) }
    }

    /// Makes the fake never send its first screen.
    func withholdFirstTree() {
        state.withLock { $0.sendsFirstTree = false }
    }

    /// Sends `bytes` as they are, bypassing the encoder.
    func sendRaw(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { try? Posix.send(sockets.app, $0) }
    }

    /// Makes the fake greet with `hello` instead of the usual one.
    func greet(with hello: AppHello) {
        state.withLock { $0.hello = hello }
    }

    /// Pushes a new screen, unasked, as async work finishing would.
    func push(_ root: ElementSnapshot, activity: Activity = .idle) {
        pushing.withLock { _ in
            let message = state.withLock { state -> AppMessage in
                state.root = root
                state.activity = activity
                state.generation += 1
                return .tree(ElementTree(generation: state.generation, root: root, activity: activity))
            }
            send(message)
        }
    }

    /// Pushes a new screen, unasked, as the difference from the last one (docs/protocol.md §6.4).
    func pushDifference(to root: ElementSnapshot, activity: Activity = .idle) {
        pushing.withLock { _ in
            let message = state.withLock { state -> AppMessage in
                let old = ElementTree(generation: state.generation, root: state.root, activity: state.activity)
                state.root = root
                state.activity = activity
                state.generation += 1
                return .treeDifference(TreeDifference.between(old, ElementTree(generation: state.generation, root: root, activity: activity)))
            }
            send(message)
        }
    }

    /// Pushes a new screen, unasked, as a tree in parts of at most `frameLimit` bytes a frame (§3.1).
    func pushInParts(_ root: ElementSnapshot, frameLimit: Int) {
        pushing.withLock { _ in
            let message = state.withLock { state -> AppMessage in
                state.root = root
                state.generation += 1
                return .tree(ElementTree(generation: state.generation, root: root, activity: state.activity))
            }
            sendRaw(message.framedInParts(frameLimit: frameLimit))
        }
    }

    /// Sends `difference` as it is, unchecked.
    func sendDifference(_ difference: TreeDifference) {
        pushing.withLock { _ in send(.treeDifference(difference)) }
    }

    /// Pushes a new screen, unasked, and `rows` as the screen the fake drew for it, both in
    /// one write, as an app that draws its own screen sends them (docs/protocol.md §5.1).
    func pushDrawn(_ root: ElementSnapshot, activity: Activity = .idle, rows: [String]) {
        pushing.withLock { _ in
            let (tree, screen) = state.withLock { state -> (AppMessage, AppMessage) in
                state.root = root
                state.activity = activity
                state.generation += 1
                return (
                    .tree(ElementTree(generation: state.generation, root: root, activity: activity)),
                    .screen(AppScreen(generation: state.generation, rows: rows))
                )
            }
            sendRaw(tree.framed() + screen.framed())
        }
    }

    /// Sends `rows` as the screen the fake drew for the tree of `generation` (the latest one by default).
    func draw(_ rows: [String], forGeneration generation: UInt64? = nil) {
        pushing.withLock { _ in
            send(.screen(AppScreen(generation: generation ?? state.withLock { $0.generation }, rows: rows)))
        }
    }

    /// Closes the fake's end of the channel and lives on, as an app that gives up its
    /// channel without exiting.
    func closeChannel() {
        try? Posix.shutdownReadingAndWriting(sockets.app)
    }

    /// Ends the fake as if the process died with `status`.
    func crash(with status: ExitStatus) {
        finish(status)
    }

    // MARK: - Serving

    fileprivate func start() {
        try? SystemThread.startDetached(reusingIdle: false) { [self] in serve() }
    }

    private func serve() {
        send(.hello(state.withLock { $0.hello }))
        if state.withLock({ $0.sendsFirstTree }) {
            let (root, activity) = state.withLock { ($0.root, $0.activity) }
            push(root, activity: activity)
        }
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = (try? buffer.withUnsafeMutableBytes { try Posix.receive(sockets.app, into: $0) }) ?? -1
            if count <= 0 { return }
            decoder.append(Array(buffer[0..<count]))
            while let message = try? decoder.nextMessage(), let decoded = try? DriverMessage(decoding: message) {
                guard case let .command(sequence, command) = decoded else {
                    if case let .hello(version) = decoded { state.withLock { $0.driverHellos.append(version) } }
                    continue
                }
                state.withLock { $0.commands.append(command) }
                // A nil outcome means: not now (a hung app, or a test that answers later).
                let outcome = handler(command, self)
                // Those waiting for the command hear of it once it is answered or held.
                let reached = state.withLock { state in
                    if outcome == nil { state.held.append(sequence) }
                    state.decided += 1
                    let count = state.decided
                    defer { state.commandWaiters.removeAll { $0.count <= count } }
                    return state.commandWaiters.filter { $0.count <= count }.map(\.continuation)
                }
                for waiter in reached { waiter.resume() }
                guard let outcome else { continue }
                let generation = state.withLock { $0.generation }
                send(.reply(Reply(sequence: sequence, generation: generation, outcome: outcome)))
            }
        }
    }

    private func send(_ message: AppMessage) {
        let bytes = message.framed()
        _ = bytes.withUnsafeBytes { try? Posix.send(sockets.app, $0) }
    }

    fileprivate func finish(_ status: ExitStatus) {
        let first = exited.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        state.withLock { $0.exit = status }
        try? Posix.shutdownReadingAndWriting(sockets.app)
        try? Posix.writeAll(exitPipe.write, [1])
    }

    fileprivate var process: FakeProcess {
        FakeProcess(fake: self, channel: sockets.driver, exitNotifier: exitPipe.read)
    }

    fileprivate func waitForExit() -> ExitStatus {
        // Without a limit the wait ends early only on a signal: wait again.
        while !Posix.waitReadable(exitPipe.read, timeout: -1) {}
        return state.withLock { $0.exit } ?? .exited(-1)
    }

    fileprivate func receive(_ signal: Int32) {
        let (diesLate, waiters) = state.withLock { state in
            state.signals.append(signal)
            defer { state.signalWaiters.removeAll { $0.signal == signal } }
            return (state.diesLate, state.signalWaiters.filter { $0.signal == signal }.map(\.continuation))
        }
        for waiter in waiters { waiter.resume() }
        if !diesLate, signal == Signal.terminate || signal == Signal.kill { finish(.signaled(signal)) }
    }
}

/// The fake as the driver sees its process.
struct FakeProcess: AppProcess {
    let fake: FakeApp
    let channel: Int32
    let exitNotifier: Int32
    var pid: Int32 { 4242 }
    var log: Int32 { -1 }
    func signal(_ signal: Int32) { fake.receive(signal) }
    func waitForExit() -> ExitStatus { fake.waitForExit() }
}

/// Starts the fake when the driver launches.
struct FakeLauncher: AppLauncher {
    let fake: FakeApp
    var name: String { "FakeApp" }
    func launch(arguments: [String], environment: [String: String], deadline: Monotonic) throws(DriverError) -> any AppProcess {
        fake.start()
        return fake.process
    }
}

extension App {
    /// An app backed by `fake`, launched and showing its first screen.
    static func launched(with fake: FakeApp, actionTimeout: Duration = .seconds(5)) async throws -> App {
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")
        app.actionTimeout = actionTimeout
        try await app.launch()
        return app
    }
}
