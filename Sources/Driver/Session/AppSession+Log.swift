import Synchronization

extension AppSession {
    /// Returns true once the app's output holds `text` (already, or later), false if
    /// `timeout` passes or the app ends first.
    func waitForLog(containing text: String, timeout: Duration) async -> Bool {
        let deadline = Monotonic.now + timeout
        let found = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let registered = state.withLock { state -> Bool? in
                // The log's own lines come first: a line written just before the end counts.
                if state.log.text.contains(text) { return true }
                if state.ending != nil { return false }
                state.logWaiters[state.nextWaiterID] = LogWaiter(text: text, deadline: deadline) { continuation.resume(returning: $0) }
                state.nextWaiterID += 1
                return nil
            }
            if let registered {
                continuation.resume(returning: registered)
            } else {
                armIfEarlier(deadline)
            }
        }
        return found
    }
}
