import Dispatch
import ScreenModel
import Synchronization
import SystemLayer

extension AppSession {
    /// Asks the app to stop (SIGTERM), kills it after `grace` (the `App`'s
    /// `terminationGrace`) if it has not, and returns once it is reaped. Pending calls
    /// fail with `appNotRunning`.
    func terminate(grace: Duration) async {
        let alreadyEnded = state.withLock { state -> Bool in
            state.lifetime.expectingExit = true
            if state.lifetime.ending != nil { return true }
            state.lifetime.killAt = Monotonic.now + grace
            state.lifetime.terminatingSince = state.lifetime.terminatingSince ?? Monotonic.now
            return false
        }
        if !alreadyEnded {
            process.signal(Signal.terminate)
            wake()
        }
        await waitUntilEnded()
    }

    /// Kills the app at once (SIGKILL), as the driver's own doing, and returns once it is reaped.
    func kill() async {
        state.withLock { $0.lifetime.expectingExit = true }
        process.signal(Signal.kill)
        await waitUntilEnded()
    }

    /// Kills the app at once (SIGKILL) and returns: the I/O thread reaps it and then lets
    /// `directory` go, in the background (see `EndingApps`). For deinitialisers, which
    /// cannot await.
    func killInBackground(keeping directory: TemporaryDirectory?) {
        let ended = state.withLock { state -> Bool in
            state.lifetime.expectingExit = true
            if state.lifetime.ending == nil, let directory { state.lifetime.keptUntilReaped.append(directory) }
            return state.lifetime.ending != nil
        }
        if !ended {
            process.signal(Signal.kill)
            EndingApps.add(self)
        }
    }

    /// Returns once the process has been reaped, or at once if the calling task is
    /// cancelled (a test's time limit ran out), after killing the app (SIGKILL).
    func waitUntilEnded() async {
        let link = CancellationLink<Int>()
        let launched = LaunchedApps.current
        let cancel: @Sendable (Int) -> Void = { [self] id in
            launched?.noteCancellation()
            process.signal(Signal.kill)
            state.withLock { $0.lifetime.removeEndWaiter(id) }?.resume()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                guard let id = state.withLock({ $0.lifetime.addEndWaiter(continuation) }) else { return continuation.resume() }
                if !link.register(id) { cancel(id) }
            }
        } onCancel: {
            if let id = link.cancel() { cancel(id) }
        }
    }

    /// Records a protocol failure and kills the app: a peer that sends garbage cannot
    /// be trusted with anything else.
    func failProtocol(_ problem: DriverError.ProtocolProblem) {
        state.withLock { $0.lifetime.giveUp(for: problem) }
        process.signal(Signal.kill)
    }

    /// Notes that the app's end of the channel closed (not for a protocol problem): an app
    /// closes it as it exits, so it has `channelClosingGrace` to end; one that lives on
    /// past that is killed, and what waits on it fails saying so.
    func noteChannelClosed() {
        let deadline = state.withLock { state -> Monotonic? in
            // An app the driver asked to stop closes its channel on the way out, as asked.
            guard state.lifetime.ending == nil, state.lifetime.protocolProblem == nil, !state.lifetime.expectingExit,
                state.lifetime.channelClosedAt == nil
            else { return nil }
            let now = Monotonic.now
            state.lifetime.channelClosedAt = now
            return now + Self.channelClosingGrace
        }
        if let deadline { armIfEarlier(deadline) }
    }

    /// How long an app that closed its channel has to exit before it is deemed to live on
    /// without it: far longer than an exit takes (an interpreter's shutdown included), far
    /// shorter than a reply's timeout.
    static let channelClosingGrace: Duration = .seconds(1)

    /// Whether the channel is still trusted: no protocol problem has been seen.
    var channelTrusted: Bool { state.withLock { $0.lifetime.protocolProblem == nil } }

    /// Records that the process exited with `status` (reaped, its last input read), fails
    /// everything still waiting, closes the channel, lets kept directories go and
    /// resumes those waiting for the end. The last thing the I/O thread does.
    func finishEnding(with status: ExitStatus) {
        let (waiters, replies) = state.withLock { state in
            state.lifetime.end(with: status)
            return (state.waits.takeAll(), state.replies.takeAll())
        }
        for waiter in waiters.waiters { waiter.abort(endingError(during: waiter.purpose)) }
        for waiter in waiters.logWaiters { waiter.finish(false) }
        for reply in replies { reply.settle(.failure(endingError(during: nil, command: reply.command))) }

        // No thread reads the channel once this one holds it: then it can go.
        reader.withLock { reader in
            reader.isClosed = true
            writer.withLock { open in
                open = false
                Posix.close(process.channel)
                wakeSignal.close()
            }
            channelGroup?.close()
        }
        if process.log >= 0 { Posix.close(process.log) }
        if process.exitNotifier >= 0 { Posix.close(process.exitNotifier) }
        let endWaiters = state.withLock { $0.lifetime.takeEndWaiters() }
        // The app is reaped: directories kept for it go now, before anyone waiting for
        // the end hears of it (a test process may exit the moment it does).
        var kept = state.withLock { state in
            defer { state.lifetime.keptUntilReaped = [] }
            return state.lifetime.keptUntilReaped
        }
        kept.removeAll()
        finished.leave()
        for waiter in endWaiters { waiter.resume() }
    }
}
