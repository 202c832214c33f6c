import Dispatch
import Glibc
import ScreenModel
import Synchronization

extension AppSession {
    /// The I/O thread's body: reads the channel, the log and the exit notifier until
    /// the process is reaped, firing waiters and deadlines as it goes.
    func runLoop() {
        state.withLock { $0.ioThread = pthread_self() }
        var decoder = FrameDecoder()
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
                    channelOpen = readChannel(into: &buffer, decoder: &decoder)
                    if !channelOpen && process.exitNotifier < 0 {
                        // Without a pidfd, the channel closing is the sign the app is exiting.
                        reap(buffer: &buffer, decoder: &decoder)
                        return
                    }
                case process.log:
                    logOpen = readLog(into: &buffer)
                case process.exitNotifier:
                    reap(buffer: &buffer, decoder: &decoder)
                    return
                default:
                    break
                }
            }
            fireDeadlines()
        }
        reap(buffer: &buffer, decoder: &decoder)
    }

    // MARK: - Reading

    /// Reads what the channel has; returns false once it is closed or unusable.
    private func readChannel(into buffer: inout [UInt8], decoder: inout FrameDecoder) -> Bool {
        let allowance = min(buffer.count, decoder.readAllowance)
        let count = buffer.withUnsafeMutableBytes { recv(process.channel, $0.baseAddress, allowance, Int32(MSG_DONTWAIT)) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        buffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        do {
            while let message = try decoder.nextMessage() {
                try handle(AppMessage(decoding: message))
            }
        } catch let .versionMismatch(expected, received) {
            failProtocol(.versionMismatch(app: received, driver: expected))
            return false
        } catch {
            failProtocol(.unreadableMessage(detail: "\(error)"))
            return false
        }
        return true
    }

    private func readLog(into buffer: inout [UInt8]) -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(process.log, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        if count == 0 { return false }
        let found = state.withLock { state -> [LogWaiter] in
            state.log.append(buffer[0..<count])
            guard !state.logWaiters.isEmpty else { return [] }
            let text = state.log.text
            let ids = state.logWaiters.filter { text.contains($0.value.text) }.map(\.key)
            return ids.compactMap { state.logWaiters.removeValue(forKey: $0) }
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
            let waiters = state.withLock { state -> [Int: Waiter] in
                state.tree = tree
                state.treeArrival = arrival
                state.activityArrival = arrival
                state.revision += 1
                state.journal.note(tree.activity, generation: tree.generation)
                return state.waiters
            }
            evaluate(waiters, against: tree)
            fastForwardIfStalled()
        case let .status(generation, activity):
            let update = state.withLock { state -> (ElementTree, [Int: Waiter])? in
                guard var tree = state.tree, tree.generation == generation else { return nil }
                tree.activity = activity
                state.tree = tree
                state.activityArrival = Monotonic.now
                state.revision += 1
                state.journal.note(activity, generation: generation)
                return (tree, state.waiters)
            }
            if let (tree, waiters) = update {
                evaluate(waiters, against: tree)
                fastForwardIfStalled()
            }
        case let .reply(reply):
            let (pending, wasAdvance) = state.withLock { state -> (PendingReply?, Bool) in
                guard state.advanceInFlight == reply.sequence else { return (state.replies.removeValue(forKey: reply.sequence), false) }
                state.advanceInFlight = nil
                // An app on the real clock refuses; stop offering.
                if case .refused = reply.outcome { state.advancesVirtualClock = false }
                return (nil, true)
            }
            pending?.continuation.resume(returning: .success(reply))
            if wasAdvance { fastForwardIfStalled() }
        case let .protocolViolation(problem):
            state.withLock { $0.protocolProblem = .rejectedByApp(detail: problem) }
        }
    }

    /// Offers `tree` to every waiter and forgets those that finished.
    private func evaluate(_ waiters: [Int: Waiter], against tree: ElementTree) {
        guard !waiters.isEmpty else { return }
        let finished = waiters.filter { $0.value.evaluate(tree) }.map(\.key)
        guard !finished.isEmpty else { return }
        state.withLock { state in
            for id in finished { state.waiters[id] = nil }
        }
    }

    /// Records a protocol failure and kills the app: a peer that sends garbage cannot
    /// be trusted with anything else.
    func failProtocol(_ problem: DriverError.ProtocolProblem) {
        state.withLock { state in
            if state.protocolProblem == nil { state.protocolProblem = problem }
        }
        process.signal(SIGKILL)
    }

    // MARK: - Deadlines

    private func nextDeadline() -> Monotonic? {
        state.withLock { state in
            var soonest = state.killAt
            for waiter in state.waiters.values {
                if let deadline = waiter.deadline, soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
            }
            for reply in state.replies.values where soonest.map({ reply.deadline < $0 }) ?? true {
                soonest = reply.deadline
            }
            for waiter in state.logWaiters.values where soonest.map({ waiter.deadline < $0 }) ?? true {
                soonest = waiter.deadline
            }
            state.armedDeadline = soonest
            return soonest
        }
    }

    private func fireDeadlines() {
        let now = Monotonic.now
        let (expiredWaiters, expiredReplies, killNow, expiredLogWaiters) = state.withLock { state -> ([Waiter], [PendingReply], Bool, [LogWaiter]) in
            let waiterIDs = state.waiters.filter { $0.value.deadline.map { $0 <= now } ?? false }.map(\.key)
            let waiters = waiterIDs.compactMap { state.waiters.removeValue(forKey: $0) }
            let logWaiterIDs = state.logWaiters.filter { $0.value.deadline <= now }.map(\.key)
            let logWaiters = logWaiterIDs.compactMap { state.logWaiters.removeValue(forKey: $0) }
            let replyIDs = state.replies.filter { $0.value.deadline <= now }.map(\.key)
            let replies = replyIDs.compactMap { state.replies.removeValue(forKey: $0) }
            var killNow = false
            if let killAt = state.killAt, killAt <= now {
                state.killAt = nil
                killNow = true
            }
            if !replies.isEmpty && state.killAt == nil && !killNow {
                // An app that stops answering is hung: ask it to stop, then insist.
                state.killAt = now + .seconds(1)
                state.expectingExit = false
            }
            return (waiters, replies, killNow, logWaiters)
        }
        for waiter in expiredWaiters { waiter.expire() }
        for waiter in expiredLogWaiters { waiter.finish(false) }
        if !expiredReplies.isEmpty { process.signal(SIGTERM) }
        for reply in expiredReplies {
            let waited = now.since(reply.sentAt)
            let error = DriverError(.noReply(reply.command, waited: waited, activity: latestTreeNow?.activity), diagnostics: diagnostics())
            reply.continuation.resume(returning: .failure(error))
        }
        if killNow { process.signal(SIGKILL) }
    }

    // MARK: - Ending

    /// Reaps the process, reads what it left in the channel and log, and fails
    /// everything still waiting.
    private func reap(buffer: inout [UInt8], decoder: inout FrameDecoder) {
        let exit = process.waitForExit()

        // The last tree, a protocol complaint, and the final log lines may still be buffered.
        while state.withLock({ $0.protocolProblem == nil }), hasPendingInput(process.channel),
              readChannel(into: &buffer, decoder: &decoder) {}
        while process.log >= 0, hasPendingInput(process.log), readLog(into: &buffer) {}

        let (waiters, replies, logWaiters) = state.withLock { state -> ([Waiter], [PendingReply], [LogWaiter]) in
            state.ending = .exited(exit, expected: state.expectingExit)
            let waiters = Array(state.waiters.values)
            let replies = Array(state.replies.values)
            let logWaiters = Array(state.logWaiters.values)
            state.waiters = [:]
            state.replies = [:]
            state.logWaiters = [:]
            return (waiters, replies, logWaiters)
        }
        for waiter in waiters { waiter.abort(endingError(during: waiter.purpose)) }
        for waiter in logWaiters { waiter.finish(false) }
        for reply in replies { reply.continuation.resume(returning: .failure(endingError(during: nil, command: reply.command))) }

        writer.withLock { open in
            open = false
            close(process.channel)
            close(wakePipe.read)
            close(wakePipe.write)
        }
        if process.log >= 0 { close(process.log) }
        if process.exitNotifier >= 0 { close(process.exitNotifier) }
        let endWaiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            defer { state.endWaiters = [:] }
            return Array(state.endWaiters.values)
        }
        // The app is reaped: directories kept for it go now, before anyone waiting for
        // the end hears of it (a test process may exit the moment it does).
        var kept = state.withLock { state in
            defer { state.keptUntilReaped = [] }
            return state.keptUntilReaped
        }
        kept.removeAll()
        finished.leave()
        for waiter in endWaiters { waiter.resume() }
    }

    private func hasPendingInput(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }
}
