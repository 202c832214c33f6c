import Synchronization

/// Runs the calls given to it one at a time, in the order they came: each call on a
/// session waits for the one before it, whatever task made it.
///
/// A call runs in the task that makes it. When none is running it starts at once, with
/// no hand-off to another task or thread; otherwise it waits its turn, and the call
/// that ends hands the line to the next one.
final class CallLine: Sendable {
    /// Whether a call is running, and the calls waiting for it, first come first.
    private let state = Mutex<(busy: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Runs `body` once every call given before it has finished; returns what it returns.
    func run<Value: Sendable>(_ body: () async -> Value) async -> Value {
        let mustWait = state.withLock { state -> Bool in
            guard state.busy else {
                state.busy = true
                return false
            }
            return true
        }
        if mustWait {
            // The line stays busy from the call that ends to this one: `handOver` resumes it.
            await withCheckedContinuation { continuation in
                let handedOver = state.withLock { state -> Bool in
                    // The call ahead may have ended between the two locks.
                    guard state.busy else {
                        state.busy = true
                        return true
                    }
                    state.waiting.append(continuation)
                    return false
                }
                if handedOver { continuation.resume() }
            }
        }
        let value = await body()
        handOver()
        return value
    }

    /// How many calls are waiting for the one running.
    var waitingCalls: Int { state.withLock { $0.waiting.count } }

    /// Ends the running call: the next waiting call starts, or the line is free.
    private func handOver() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.busy = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
