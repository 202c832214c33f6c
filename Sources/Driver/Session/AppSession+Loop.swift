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
        private var channel: ChannelEnd<AppMessage>
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

        init(_ session: AppSession) {
            self.session = session
            channel = ChannelEnd<AppMessage>(descriptor: session.process.channel)
        }

        var wakeSignal: WakeSignal { session.wakeSignal }
        var exitNotifier: Int32 { session.process.exitNotifier }

        func descriptorsToWatch() -> [PollDescriptor] {
            let process = session.process
            var descriptors = [PollDescriptor(process.channel, for: .input)]
            if process.log >= 0 { descriptors.append(PollDescriptor(process.log, for: .input)) }
            return descriptors
        }

        func nextDeadline() -> Monotonic? { session.nextDeadline() }

        func handle(_ descriptor: PollDescriptor) -> Bool {
            descriptor.descriptor == session.process.channel
                ? session.readChannel(&channel)
                : session.readLog(into: &buffer)
        }

        /// Without a pidfd, the channel closing is the sign the app is exiting.
        func closingMeansExit(_ descriptor: Int32) -> Bool { descriptor == session.process.channel }

        func turnEnded(watched: [PollDescriptor]) { session.fireDeadlines() }

        func processEnded() { session.reap(buffer: &buffer, channel: &channel) }
    }

    // MARK: - Reading

    /// Reads what the channel has; returns false once it is closed or unusable.
    func readChannel(_ channel: inout ChannelEnd<AppMessage>) -> Bool {
        do {
            return try channel.read(waiting: false) { message throws(WireError) in try handle(message) } == .open
        } catch let .versionMismatch(expected, received) {
            failProtocol(.versionMismatch(app: received, driver: expected))
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

    private func handle(_ message: AppMessage) throws(WireError) {
        switch message {
        case let .hello(hello):
            guard hello.protocolVersion == AutomationProtocol.version else {
                throw .versionMismatch(expected: AutomationProtocol.version, received: hello.protocolVersion)
            }
        case let .tree(tree):
            let arrival = Monotonic.now
            let waiters = state.withLock { state -> [Int: WaitBook.Waiter] in
                state.screen.receive(tree, at: arrival)
                state.journal.note(tree.activity, generation: tree.generation)
                return state.waits.waiters
            }
            offer(tree, to: waiters)
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

    // MARK: - Ending

    /// Reaps the process, reads what it left in the channel and log, and fails
    /// everything still waiting.
    func reap(buffer: inout [UInt8], channel: inout ChannelEnd<AppMessage>) {
        let exit = process.waitForExit()

        // The last tree, a protocol complaint, and the final log lines may still be buffered.
        while channelTrusted, Posix.hasPendingInput(process.channel), readChannel(&channel) {}
        while process.log >= 0, Posix.hasPendingInput(process.log), readLog(into: &buffer) {}

        finishEnding(with: exit)
    }
}
