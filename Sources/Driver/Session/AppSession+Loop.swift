import Dispatch
import Glibc
import AutomationChannel
import ScreenModel
import Synchronization
import SystemShims

extension AppSession {
    /// The I/O thread's body: reads the channel, the log and the exit notifier until
    /// the process is reaped, firing waiters and deadlines as it goes.
    func runLoop() {
        var channel = ChannelEnd<AppMessage>(descriptor: process.channel)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var channelOpen = true
        var logOpen = true
        while true {
            var descriptors: [pollfd] = [pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0)]
            if channelOpen { descriptors.append(pollfd(fd: process.channel, events: Int16(POLLIN), revents: 0)) }
            if logOpen && process.log >= 0 { descriptors.append(pollfd(fd: process.log, events: Int16(POLLIN), revents: 0)) }
            if process.exitNotifier >= 0 { descriptors.append(pollfd(fd: process.exitNotifier, events: Int16(POLLIN), revents: 0)) }
            let timeout = nextDeadline().map(\.millisecondsFromNow) ?? -1
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 && errno != EINTR { break }

            for descriptor in descriptors where descriptor.revents != 0 {
                switch descriptor.fd {
                case wakePipe.read:
                    drainWakePipe()
                case process.channel:
                    channelOpen = readChannel(&channel)
                    if !channelOpen && process.exitNotifier < 0 {
                        // Without a pidfd, the channel closing is the sign the app is exiting.
                        reap(buffer: &buffer, channel: &channel)
                        return
                    }
                case process.log:
                    logOpen = readLog(into: &buffer)
                case process.exitNotifier:
                    reap(buffer: &buffer, channel: &channel)
                    return
                default:
                    break
                }
            }
            fireDeadlines()
        }
        reap(buffer: &buffer, channel: &channel)
    }

    // MARK: - Reading

    /// Reads what the channel has; returns false once it is closed or unusable.
    private func readChannel(_ channel: inout ChannelEnd<AppMessage>) -> Bool {
        do {
            return try channel.read(waiting: false) { message throws(WireError) in try handle(message) } == .open
        } catch let .versionMismatch(expected, received) {
            failProtocol(.versionMismatch(app: received, driver: expected))
        } catch {
            failProtocol(.unreadableMessage(detail: "\(error)"))
        }
        return false
    }

    private func readLog(into buffer: inout [UInt8]) -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(process.log, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        let found = state.withLock { state -> [WaitBook.LogWaiter] in
            state.log.append(buffer[0..<count])
            guard !state.waits.logWaiters.isEmpty else { return [] }
            return state.waits.takeLogWaiters(satisfiedBy: state.log.text)
        }
        for waiter in found { waiter.finish(true) }
        return true
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(wakePipe.read, $0.baseAddress, $0.count) }) > 0 {}
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
        case let .reply(reply):
            receive(reply)
        case let .protocolViolation(problem):
            state.withLock { $0.lifetime.giveUp(for: .rejectedByApp(detail: problem)) }
        }
    }

    // MARK: - Ending

    /// Reaps the process, reads what it left in the channel and log, and fails
    /// everything still waiting.
    private func reap(buffer: inout [UInt8], channel: inout ChannelEnd<AppMessage>) {
        let exit = process.waitForExit()

        // The last tree, a protocol complaint, and the final log lines may still be buffered.
        while channelTrusted, hasPendingInput(process.channel), readChannel(&channel) {}
        while process.log >= 0, hasPendingInput(process.log), readLog(into: &buffer) {}

        finishEnding(with: exit)
    }

    private func hasPendingInput(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }
}
