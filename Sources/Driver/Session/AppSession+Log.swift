import Synchronization
import SystemLayer

extension AppSession {
    /// Returns true once the app's output holds `text` (already, or later), false if
    /// `timeout` passes, the app ends first, or the calling task is cancelled.
    func waitForLog(containing text: String, timeout: Duration) async -> Bool {
        let started = Monotonic.now
        let deadline = started + timeout
        let link = CancellationLink<Int>()
        let launched = LaunchedApps.current
        let cancel: @Sendable (Int) -> Void = { [self] id in
            launched?.noteCancellation()
            state.withLock { $0.waits.removeLogWaiter(id) }?.finish(false)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let registered = state.withLock { state -> LogWaitStart in
                    // The log's own lines come first: a line written just before the end counts.
                    if state.log.text.contains(text) { return .answered(true) }
                    if state.lifetime.ending != nil { return .answered(false) }
                    let waiter = WaitBook.LogWaiter(text: text, started: started, deadline: deadline) { continuation.resume(returning: $0) }
                    return .registered(state.waits.add(waiter))
                }
                switch registered {
                case let .answered(found):
                    continuation.resume(returning: found)
                case let .registered(id):
                    if link.register(id) { armIfEarlier(deadline) } else { cancel(id) }
                }
            }
        } onCancel: {
            if let id = link.cancel() { cancel(id) }
        }
    }
}

/// How a wait for the log began: answered at once, or registered under an id.
private enum LogWaitStart {
    case answered(Bool)
    case registered(Int)
}
