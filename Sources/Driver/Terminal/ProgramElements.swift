import AutomationChannel
import ScreenElements
import ScreenModel
import Synchronization
import SystemLayer
import TerminalEmulator

/// The elements of a program on a terminal, served to an `App` the way an app serves its
/// own: an app inside the test process that reads the program's screen (`ScreenReader`)
/// and its idleness (the kernel, as `waitUntilIdle` does), pushes the tree whenever
/// either changes, and carries out the `App`'s commands with the keys and clicks a
/// person would use (`ProgramElements+Commands.swift`).
///
/// It watches the program with one waiter at a time on the terminal session: while the
/// program is busy, one that pushes each screen it draws and the idle screen once the
/// kernel says it waits for a key; while it is idle, one that wakes on its next output.
/// So the kernel is read only while the program is busy, as for any wait for idleness.
final class ProgramElements: Sendable {
    struct State: Sendable {
        var generation: UInt64 = 0
        /// The last tree pushed, which commands resolve their targets in.
        var tree: ElementTree?
        /// Whether the last tree pushed was idle.
        var isIdle = false
        /// The waiter watching the program, on the terminal session.
        var watcher: Int?
        /// Grows with each input: a watcher set before it no longer speaks for the program.
        var epoch = 0
        /// Whether a test has asked for the program's elements: until then nothing is
        /// read, so a terminal whose elements nobody queries costs nothing more.
        var isAwake = false
        var exit: ExitStatus?
        var isClosed = false
    }

    let session: TerminalSession
    /// The command line, as the `App` names what it runs.
    let name: String
    let state = Mutex(State())
    private let sockets: (driver: Int32, app: Int32)
    private let exitPipe: (read: Int32, write: Int32)
    /// Held from numbering a tree to sending it, so trees go out in the order they are numbered.
    private let pushing = Mutex(())

    init(session: TerminalSession) throws(SystemError) {
        self.session = session
        name = session.commandLine
        sockets = try Posix.socketPair()
        do {
            exitPipe = try Posix.pipe()
        } catch {
            Posix.close(sockets.driver)
            Posix.close(sockets.app)
            throw error
        }
    }

    deinit {
        for descriptor in [sockets.app, exitPipe.write] { Posix.close(descriptor) }
    }

    // MARK: - Serving

    /// Greets the driver, pushes the first tree, starts watching the program and serves
    /// the driver's commands on a thread of its own until the channel closes.
    func start() throws(SystemError) {
        send(.hello(AppHello(processID: session.process.pid, appName: name)))
        push(session.screen, idle: false)
        try SystemThread.startDetached(reusingIdle: false) { [self] in serve() }
        Task { [self] in
            await session.waitUntilEnded()
            ended(session.exitStatus ?? .exited(-1))
        }
    }

    /// Starts reading the program's elements and idleness, once: a query was made.
    func wake() {
        let first = state.withLock { state -> Bool in
            defer { state.isAwake = true }
            return !state.isAwake && state.exit == nil
        }
        if first { becomeBusy() }
    }

    private func serve() {
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = (try? buffer.withUnsafeMutableBytes { try Posix.receive(sockets.app, into: $0) }) ?? -1
            if count <= 0 { return }
            decoder.append(Array(buffer[0..<count]))
            while let message = try? decoder.nextMessage(), let decoded = try? DriverMessage(decoding: message) {
                guard case let .command(sequence, command) = decoded else { continue }
                // One command at a time, in order, as the driver sends them: it waits for
                // each reply before its next action.
                let outcome = CommandRun.blocking { [self] in await carryOut(command) }
                let generation = pushing.withLock { _ in state.withLock { $0.generation } }
                send(.reply(Reply(sequence: sequence, generation: generation, outcome: outcome)))
            }
        }
    }

    // MARK: - Watching the program

    /// Notes input sent to the program: whatever was idle is not any more. Pushes a busy
    /// tree of the screen as it is and watches for the program to be idle again; returns
    /// the generation of that tree.
    func inputSent() -> UInt64? {
        guard state.withLock({ $0.isAwake && $0.exit == nil }) else { return nil }
        return becomeBusy()
    }

    @discardableResult
    private func becomeBusy() -> UInt64 {
        let (old, epoch) = state.withLock { state -> (Int?, Int) in
            state.epoch += 1
            defer { state.watcher = nil }
            return (state.watcher, state.epoch)
        }
        if let old { session.removeWaiter(old) }
        let generation = push(session.screen, idle: false)
        var watching = watcher { [self] screen in
            guard isCurrent(epoch) else { return true }
            push(screen, idle: false)
            return false
        }
        watching.idle = { [self] screen, _ in
            guard isCurrent(epoch) else { return true }
            push(screen, idle: true)
            watchForOutput(epoch: epoch)
            return true
        }
        watch(with: watching, epoch: epoch)
        return generation
    }

    /// While the program is idle: wakes on its next output (a timer beyond the horizon, a
    /// signal) and watches it until it is idle again.
    private func watchForOutput(epoch: Int) {
        let revision = session.revision
        let waiter = watcher { [self] _ in
            guard isCurrent(epoch) else { return true }
            guard session.revision != revision else { return false }
            becomeBusy()
            return true
        }
        watch(with: waiter, epoch: epoch)
    }

    /// A waiter on the session that runs `evaluate` on each screen, with no deadline, and
    /// keeps the last screen as the program's once the program ends or the session fails.
    private func watcher(evaluate: @escaping @Sendable (TerminalScreen) -> Bool) -> TerminalSession.Waiter {
        TerminalSession.Waiter(
            purpose: .waitUntilIdle, startedAt: .now, deadline: nil, quietPeriod: nil, evaluate: evaluate,
            quiet: { _ in },
            expire: {},
            exited: { [self] status in
                ended(status)
                return true
            },
            abort: { [self] _ in ended(session.exitStatus ?? .exited(-1)) }
        )
    }

    private func watch(with waiter: TerminalSession.Waiter, epoch: Int) {
        guard let id = session.addWaiter(waiter) else { return }
        let stale = state.withLock { state -> Bool in
            guard state.epoch == epoch, state.exit == nil else { return true }
            state.watcher = id
            return false
        }
        if stale { session.removeWaiter(id) }
    }

    private func isCurrent(_ epoch: Int) -> Bool {
        state.withLock { $0.epoch == epoch && $0.exit == nil }
    }

    /// Reads `screen`'s elements and pushes them, with the screen's rows, as the tree of
    /// the next generation; returns that generation.
    @discardableResult
    private func push(_ screen: TerminalScreen, idle: Bool) -> UInt64 {
        pushing.withLock { _ in
            let busyWith = idle ? nil : (session.busyWith ?? "drawing its screen")
            let (tree, generation) = state.withLock { state -> (ElementTree, UInt64) in
                state.generation += 1
                let activity = busyWith.map { Activity(pendingWork: [PendingWork(name: $0, remainingMilliseconds: 0)]) } ?? .idle
                let root = ScreenReader.tree(of: screen, generation: state.generation).root
                let tree = ElementTree(generation: state.generation, root: root, activity: activity)
                state.tree = tree
                state.isIdle = idle
                return (tree, state.generation)
            }
            let rows = (0..<screen.rows).map { screen.line($0) ?? "" }
            sendRaw(AppMessage.tree(tree).framed() + AppMessage.screen(AppScreen(generation: generation, rows: rows)).framed())
            return generation
        }
    }

    // MARK: - Ending

    /// The program ended: its last screen stays, as an idle tree, for reads to the end
    /// (an action then fails, saying the program ended). The elements themselves end when
    /// the `App` ends them: at the next launch, or when the `Terminal` goes away.
    private func ended(_ status: ExitStatus) {
        let first = state.withLock { state -> Bool in
            guard state.exit == nil else { return false }
            state.exit = status
            state.watcher = nil
            return true
        }
        if first { push(session.screen, idle: true) }
    }

    /// Closes the channel and reports the end, once.
    private func close() {
        let first = state.withLock { state -> Bool in
            defer { state.isClosed = true }
            return !state.isClosed
        }
        guard first else { return }
        try? Posix.shutdownReadingAndWriting(sockets.app)
        try? Posix.writeAll(exitPipe.write, [1])
    }

    private func send(_ message: AppMessage) {
        sendRaw(message.framed())
    }

    private func sendRaw(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { try? Posix.send(sockets.app, $0) }
    }

    // MARK: - As a process

    /// How the `App` sees this: its channel, its end, and signals that end it.
    var process: Process { Process(elements: self, channel: sockets.driver, exitNotifier: exitPipe.read) }

    /// The elements as the driver sees an app's process.
    struct Process: AppProcess {
        let elements: ProgramElements
        let channel: Int32
        let exitNotifier: Int32
        var pid: Int32 { elements.session.process.pid }
        var log: Int32 { -1 }

        /// Ends the elements (the program runs on until the terminal ends it).
        func signal(_ signal: Int32) {
            guard signal == Signal.terminate || signal == Signal.kill || signal == Signal.hangUp else { return }
            let watcher = elements.state.withLock { $0.watcher }
            if let watcher { elements.session.removeWaiter(watcher) }
            elements.ended(.signaled(signal))
            elements.close()
        }

        func waitForExit() -> ExitStatus {
            while !Posix.waitReadable(exitNotifier, timeout: -1) {}
            return elements.state.withLock { $0.exit } ?? .exited(-1)
        }
    }
}

/// Starts the elements of the terminal session it is given, as `App.launch()` asks.
final class ProgramElementsLauncher: AppLauncher {
    private let target = Mutex<TerminalSession?>(nil)
    private let latest = Mutex<ProgramElements?>(nil)

    /// The session the next launch reads.
    func aim(at session: TerminalSession) {
        target.withLock { $0 = session }
    }

    /// The elements the last launch started.
    var launched: ProgramElements? { latest.withLock { $0 } }

    var name: String { target.withLock { $0 }?.commandLine ?? "a program on a terminal" }

    func launch(arguments: [String], environment: [String: String], deadline: Monotonic) throws(DriverError) -> any AppProcess {
        guard let session = target.withLock({ $0 }) else {
            throw DriverError(.launchFailed(executable: name, problem: .exitedBeforeFirstScreen(nil)))
        }
        do throws(SystemError) {
            let elements = try ProgramElements(session: session)
            try elements.start()
            latest.withLock { $0 = elements }
            return elements.process
        } catch {
            throw DriverError(.launchFailed(executable: name, problem: .cannotStartWatcherThread(DriverError.SystemError(error))))
        }
    }
}
