import Synchronization
package import SystemLayer

/// The tasks answering requests: each started on the thread that read its request, as
/// soon as it is read, at most `limit` at once; when input ends, the server waits for
/// the end (`untilInputEnds`), then cancels what still runs and waits for it
/// (`cancelAndWait`).
///
/// A request's task is started straight from the reading thread, with no stream
/// between: a stream would resume a reading task, which would then start the request's
/// task, two steps of the thread for every request.
package final class RequestTasks: Sendable {
    /// The most requests answered at once.
    package let limit: Int
    /// The tasks running by number, the numbers given so far, whether input has ended,
    /// and the server's wait for its end.
    private let state = Mutex<(running: [Int: Task<Void, Never>], issued: Int, inputEnded: Bool, endWaiter: CheckedContinuation<Void, Never>?)>(
        ([:], 0, false, nil))

    /// Tasks for at most `limit` requests at once.
    package init(limit: Int) {
        self.limit = limit
    }

    /// Starts `answer` in a task that prefers `executor`; false, starting nothing, when
    /// `limit` requests are being answered.
    package func start(on executor: ThreadExecutor, _ answer: @escaping @Sendable () async -> Void) -> Bool {
        state.withLock { state in
            guard state.running.count < limit else { return false }
            state.issued += 1
            let number = state.issued
            // Under the lock: the task cannot finish (and take itself out) before it is in.
            state.running[number] = Task(executorPreference: executor) { [self] in
                await answer()
                finished(number)
            }
            return true
        }
    }

    /// Notes that input has ended: `untilInputEnds` returns.
    package func endInput() {
        let waiter = state.withLock { state in
            state.inputEnded = true
            defer { state.endWaiter = nil }
            return state.endWaiter
        }
        waiter?.resume()
    }

    /// Returns once `endInput` has been called (at once if it was). Call it from one task only.
    package func untilInputEnds() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if !state.inputEnded { state.endWaiter = continuation }
                return state.inputEnded
            }
            if ended { continuation.resume() }
        }
    }

    /// Cancels every task still running and returns once each has finished.
    package func cancelAndWait() async {
        let running = state.withLock { Array($0.running.values) }
        for task in running { task.cancel() }
        for task in running { await task.value }
    }

    private func finished(_ number: Int) {
        _ = state.withLock { $0.running.removeValue(forKey: number) }
    }
}
