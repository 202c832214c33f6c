import Synchronization

/// Runs the calls given to it one at a time, in the order they came: each call on a
/// session waits for the one before it, whatever task made it.
final class CallLine: Sendable {
    private let tail = Mutex<Task<Void, Never>?>(nil)

    /// Runs `body` once every call given before it has finished; returns what it returns.
    func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) async -> Value {
        let task = tail.withLock { tail -> Task<Value, Never> in
            let previous = tail
            let task = Task {
                await previous?.value
                return await body()
            }
            tail = Task { _ = await task.value }
            return task
        }
        return await task.value
    }
}
