import Dispatch
import Synchronization
import SystemLayer

/// Runs the driver's async work for XCUITest's synchronous API without blocking Swift
/// concurrency's shared threads.
///
/// The work runs on a thread of its own (a `ThreadExecutor`), and the caller's thread
/// waits on a semaphore. Waiting on a cooperative thread for work that itself needs
/// one could deadlock when tests run in parallel on two cores; this cannot.
enum BlockingBridge {
    /// One executor serves every application: its thread only runs short steps between
    /// waits, so callers never queue behind each other for long. Predicate watchers run
    /// there too, so they go on while the shared threads are all blocked.
    static let executor: ThreadExecutor = {
        do throws(SystemError) {
            return try ThreadExecutor(name: "XCUITerminal")
        } catch {
            fatalError("XCUITerminal cannot start the thread its synchronous calls run on: \(error)")
        }
    }()

    /// Runs `work` to completion and returns its result, blocking the calling thread.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: executor) {
            let value = await work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        // The task signals from inside its last step; once that step has finished, the
        // task has released what it captured (the app, most often). Waiting for it means
        // an app the caller lets go is cleaned up by the caller, not later on this thread,
        // where a test process ending first would leave its state directory behind.
        executor.waitUntilDrained()
        return result.withLock { $0 }!
    }
}
