import AutomationChannel
import Driver
import Glibc
import ScreenModel
import Synchronization
import SystemShims

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
        var pair: [Int32] = [-1, -1]
        socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair)
        sockets = (pair[0], pair[1])
        var link = [CChar](repeating: 0, count: 256)
        let length = readlink("/proc/self/fd/\(pair[0])", &link, link.count - 1)
        driverChannelName = length > 0 ? String(decoding: link[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var pipeEnds: [Int32] = [-1, -1]
        pipe(&pipeEnds)
        exitPipe = (pipeEnds[0], pipeEnds[1])
    }

    /// The commands the fake has received, in order.
    var commands: [Command] { state.withLock { $0.commands } }
    /// The versions the driver's hellos named, in order.
    var driverHellos: [Int] { state.withLock { $0.driverHellos } }
    /// The signals the driver sent it.
    var signals: [Int32] { state.withLock { $0.signals } }

    /// Makes the fake never send its first screen.
    func withholdFirstTree() {
        state.withLock { $0.sendsFirstTree = false }
    }

    /// Sends `bytes` as they are, bypassing the encoder.
    func sendRaw(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.send(sockets.app, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
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

    /// Sends `rows` as the screen the fake drew for the tree of `generation` (the latest one by default).
    func draw(_ rows: [String], forGeneration generation: UInt64? = nil) {
        pushing.withLock { _ in
            send(.screen(AppScreen(generation: generation ?? state.withLock { $0.generation }, rows: rows)))
        }
    }

    /// Ends the fake as if the process died with `status`.
    func crash(with status: ExitStatus) {
        finish(status)
    }

    // MARK: - Serving

    fileprivate func start() {
        let thread = FakeThread { [self] in serve() }
        thread.start()
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
            let count = buffer.withUnsafeMutableBytes { recv(sockets.app, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            decoder.append(Array(buffer[0..<count]))
            while let message = try? decoder.nextMessage(), let decoded = try? DriverMessage(decoding: message) {
                guard case let .command(sequence, command) = decoded else {
                    if case let .hello(version) = decoded { state.withLock { $0.driverHellos.append(version) } }
                    continue
                }
                state.withLock { $0.commands.append(command) }
                // A nil outcome means: never answer (a hung app).
                guard let outcome = handler(command, self) else { continue }
                let generation = state.withLock { $0.generation }
                send(.reply(Reply(sequence: sequence, generation: generation, outcome: outcome)))
            }
        }
    }

    private func send(_ message: AppMessage) {
        let bytes = message.framed()
        _ = bytes.withUnsafeBytes { Glibc.send(sockets.app, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    fileprivate func finish(_ status: ExitStatus) {
        let first = exited.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        state.withLock { $0.exit = status }
        shutdown(sockets.app, Int32(SHUT_RDWR))
        var byte: UInt8 = 1
        _ = Glibc.write(exitPipe.write, &byte, 1)
    }

    fileprivate var process: FakeProcess {
        FakeProcess(fake: self, channel: sockets.driver, exitNotifier: exitPipe.read)
    }

    fileprivate func waitForExit() -> ExitStatus {
        var poller = pollfd(fd: exitPipe.read, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, -1) < 0 && errno == EINTR {}
        return state.withLock { $0.exit } ?? .exited(-1)
    }

    fileprivate func receive(_ signal: Int32) {
        state.withLock { $0.signals.append(signal) }
        if signal == SIGTERM || signal == SIGKILL { finish(.signaled(signal)) }
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
    func launch(arguments: [String], environment: [String: String]) throws(DriverError) -> any AppProcess {
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

/// A detached thread for the fake's serving loop.
private final class FakeThread: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }

    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        pthread_create(&thread, nil, { raw in
            let box = Unmanaged<FakeThread>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        pthread_detach(thread)
    }
}
