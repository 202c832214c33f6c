import Synchronization

/// Runs the calls given to it one at a time, in the order they came: each call on a
/// session waits for the one before it, whatever task made it.
final class CallLine: Sendable {
    /// The task of the call given last: the next call's task starts by waiting for it.
    private let tail = Mutex<Task<Void, Never>?>(nil)

    /// Runs `body` once every call given before it has finished; returns what it returns.
    func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            tail.withLock { tail in
                let previous = tail
                tail = Task {
                    await previous?.value
                    continuation.resume(returning: await body())
                }
            }
        }
    }
}
