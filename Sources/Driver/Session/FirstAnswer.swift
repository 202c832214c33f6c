import Synchronization

/// The answer to a wait that more than one party may give (the I/O thread that saw the
/// condition met, timed out or aborted; the cancellation of the waiting task), of which
/// only the first counts: it resumes the waiting task, and the later ones do nothing.
final class FirstAnswer<Value: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<Value, Never>?>(nil)

    /// An answer not yet awaited.
    init() {}

    /// Holds the waiting task's `continuation` until the first answer. Call it before
    /// anyone can answer.
    func hold(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.withLock { $0 = continuation }
    }

    /// Resumes the waiting task with `value`, if no answer came before.
    func give(_ value: Value) {
        continuation.withLock { continuation in
            defer { continuation = nil }
            return continuation
        }?.resume(returning: value)
    }
}
