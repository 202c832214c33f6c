import AutomationChannel
import ScreenModel
import Synchronization
import SystemLayer

extension AppSession {
    /// The session's side of its poll loop: reads the channel, the log and the exit
    /// notifier until the process is reaped, firing waiters and deadlines as it goes.
    /// Lives on the I/O thread, which owns its buffers.
    final class LoopHandler: PollLoopHandler {
        let session: AppSession
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(_ session: AppSession) {
            self.session = session
        }

        var wakeSignal: WakeSignal { session.wakeSignal }
        var exitNotifier: Int32 { session.process.exitNotifier }

        func descriptorsToWatch() -> [PollDescriptor] {
            let process = session.process
            var descriptors = [PollDescriptor(session.watchedChannel, for: .input)]
            if process.log >= 0 { descriptors.append(PollDescriptor(process.log, for: .input)) }
            return descriptors
        }

        func nextDeadline() -> Monotonic? { session.nextDeadline() }

        func handle(_ descriptor: PollDescriptor) -> Bool {
            guard descriptor.descriptor == session.watchedChannel else { return session.readLog(into: &buffer) }
            let open = session.readChannelUnlessTaken()
            if !open { session.noteChannelClosed() }
            return open
        }

        /// Without a pidfd, the channel closing is the sign the app is exiting.
        func closingMeansExit(_ descriptor: Int32) -> Bool { descriptor == session.watchedChannel }

        func turnEnded(watched: [PollDescriptor]) { session.fireDeadlines() }

        func processEnded() { session.reap(buffer: &buffer) }
    }

    // MARK: - Reading

    /// Reads what the channel has, unless another thread is reading it (then the I/O
    /// thread's group does not watch it until that thread is done); returns false once it
    /// is closed or unusable.
    func readChannelUnlessTaken() -> Bool {
        reader.withLockIfAvailable { reader in reader.isClosed ? false : readChannel(&reader.end) } ?? true
    }

    /// Reads what the channel has; returns false once it is closed or unusable, or once a
    /// protocol problem was found on it (by whichever thread read it: nothing after that is
    /// trusted, a reply least of all). Call holding `reader`.
    func readChannel(_ channel: inout ChannelEnd<AppMessage>) -> Bool {
        guard channelTrusted else { return false }
        defer { bytesReceived.store(channel.bytesRead, ordering: .relaxed) }
        // A tree becomes the latest once the message after it is read, or once what was
        // read is handled: an app that draws its own screen sends it right after the tree
        // (§5.1), and whoever reads the tree (a wait it ends, a screenshot) must find the
        // screen with it.
        var heldTree: ElementTree?
        defer { if let heldTree { take(heldTree) } }
        do {
            return try channel.read(waiting: false) { message throws(WireError) in try handle(message, heldTree: &heldTree) } == .open
        } catch let .versionMismatch(expected, received) {
            failProtocol(.versionMismatch(app: received, driver: expected.upperBound))
        } catch {
            failProtocol(.unreadableMessage(detail: "\(error)"))
        }
        return false
    }

    /// Reads what the log has; returns false once it is closed or unusable.
    func readLog(into buffer: inout [UInt8]) -> Bool {
        let count: Int
        do throws(SystemError) {
            count = try Posix.read(process.log, into: &buffer)
        } catch {
            return error.wouldBlock
        }
        if count == 0 { return false }
        let found = state.withLock { state -> [WaitBook.LogWaiter] in
            state.log.append(buffer[0..<count])
            guard !state.waits.logWaiters.isEmpty else { return [] }
            return state.waits.takeLogWaiters(satisfiedBy: state.log.text)
        }
        for waiter in found { waiter.finish(true) }
        return true
    }

    // MARK: - Messages

    /// Handles `message`. `heldTree` is a tree read but not yet taken as the latest, in
    /// case its screen comes next: it is taken with its screen, or before any other message.
    private func handle(_ message: AppMessage, heldTree: inout ElementTree?) throws(WireError) {
        if case .hello = message {
        } else {
            // An app that leaves its hello out is taken to speak the oldest version.
            greet(speaking: AutomationProtocol.oldestVersion)
        }
        if case .part = message {
        } else if state.withLock({ $0.parts.isOpen }) {
            throw .partsInterrupted(by: message.kindName)
        }
        if var tree = heldTree {
            heldTree = nil
            if case let .screen(screen) = message, screen.generation == tree.generation {
                tree.appScreen = screen.rows
                return take(tree)
            }
            take(tree)
        }
        switch message {
        case let .hello(hello):
            guard hello.protocolVersion >= AutomationProtocol.oldestVersion else {
                throw .versionMismatch(expected: AutomationProtocol.supportedVersions, received: hello.protocolVersion)
            }
            greet(speaking: AutomationProtocol.agreedVersion(withApp: hello.protocolVersion))
        case let .tree(tree):
            heldTree = tree
        case let .treeDifference(difference):
            try requireDifferences(for: message)
            // Only this thread changes the tree, so it may be applied outside the lock.
            heldTree = try difference.applied(to: state.withLock { $0.screen.tree })
        case let .part(part):
            try requireDifferences(for: message)
            guard let joined = try state.withLock({ state throws(WireError) in try state.parts.take(part) }) else { return }
            let whole = try AppMessage(decoding: joined)
            if case .part = whole { throw .unexpectedMessage(expected: "a tree or a tree difference, joined from parts", received: "part") }
            try handle(whole, heldTree: &heldTree)
        case let .status(generation, activity):
            let update = state.withLock { state -> (ElementTree, [Int: WaitBook.Waiter])? in
                guard let tree = state.screen.receive(activity, forGeneration: generation, at: Monotonic.now) else { return nil }
                state.journal.note(activity, generation: generation)
                return (tree, state.waits.waiters)
            }
            if let (tree, waiters) = update { offer(tree, to: waiters) }
        case let .screen(screen):
            let update = state.withLock { state -> Result<(ElementTree, [Int: WaitBook.Waiter]), WireError> in
                guard let tree = state.screen.receive(screen: screen.rows, forGeneration: screen.generation) else {
                    return .failure(.screenForOtherTree(screen: screen.generation, tree: state.screen.tree?.generation))
                }
                return .success((tree, state.waits.waiters))
            }
            let (tree, waiters) = try update.get()
            offer(tree, to: waiters)
        case let .reply(reply):
            receive(reply)
        case let .protocolViolation(problem):
            state.withLock { $0.lifetime.giveUp(for: .rejectedByApp(detail: problem)) }
        }
    }

    /// Throws unless the version agreed has tree differences and parts (3 and later).
    private func requireDifferences(for message: AppMessage) throws(WireError) {
        let version = state.withLock { $0.protocolVersion } ?? AutomationProtocol.oldestVersion
        guard version >= AutomationProtocol.differencesVersion else {
            throw .unexpectedMessage(expected: "a tree (version \(version) has no differences or parts)", received: message.kindName)
        }
    }

    /// Sends the driver's hello for `version`, unless it has been sent.
    private func greet(speaking version: Int) {
        let first = state.withLock { state -> Bool in
            guard state.protocolVersion == nil else { return false }
            state.protocolVersion = version
            return true
        }
        if first { _ = write(DriverMessage.hello(protocolVersion: version).framed()) }
    }

    /// Takes `tree` as the latest screen and offers it to every waiter.
    private func take(_ tree: ElementTree) {
        let arrival = Monotonic.now
        let waiters = state.withLock { state -> [Int: WaitBook.Waiter] in
            state.screen.receive(tree, at: arrival)
            state.journal.note(tree.activity, generation: tree.generation)
            return state.waits.waiters
        }
        offer(tree, to: waiters)
    }

    // MARK: - Ending

    /// Reaps the process, reads what it left in the channel and log, and fails
    /// everything still waiting.
    func reap(buffer: inout [UInt8]) {
        let exit = process.waitForExit()

        // The last tree, a protocol complaint, and the final log lines may still be buffered.
        reader.withLock { reader in
            while Posix.hasPendingInput(process.channel), readChannel(&reader.end) {}
        }
        while process.log >= 0, Posix.hasPendingInput(process.log), readLog(into: &buffer) {}

        finishEnding(with: exit)
    }
}
