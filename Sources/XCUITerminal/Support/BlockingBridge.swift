import Dispatch
import Synchronization

/// Runs the driver's async work for XCUITest's synchronous API without blocking Swift
/// concurrency's shared threads.
///
/// The work runs on a thread of its own (a task executor), and the caller's thread
/// waits on a semaphore. Waiting on a cooperative thread for work that itself needs
/// one could deadlock when tests run in parallel on two cores; this cannot.
final class BlockingBridge: TaskExecutor, Sendable {
    /// One bridge serves every application: its thread only runs short steps between
    /// waits, so callers never queue behind each other for long.
    static let shared = BlockingBridge()

    /// What the bridge's thread runs, in order.
    private enum Item {
        /// A step of a task.
        case job(UnownedJob)
        /// A marker: signal when reached, so everything queued before it has run.
        case barrier(DispatchSemaphore)
    }

    private let jobs = Mutex<[Item]>([])
    private let available = DispatchSemaphore(value: 0)

    private init() {
        let thread = BridgeThread { [self] in run() }
        thread.start()
    }

    /// Runs `work` to completion and returns its result, blocking the calling thread.
    func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: self) {
            let value = await work()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        // The task signals from inside its last step; once that step has finished, the
        // task has released what it captured (the app, most often). Waiting for it means
        // an app the caller lets go is cleaned up by the caller, not later on this thread,
        // where a test process ending first would leave its state directory behind.
        let drained = DispatchSemaphore(value: 0)
        push(.barrier(drained))
        drained.wait()
        return result.withLock { $0 }!
    }

    func enqueue(_ job: consuming ExecutorJob) {
        push(.job(UnownedJob(job)))
    }

    private func push(_ item: Item) {
        jobs.withLock { $0.append(item) }
        available.signal()
    }

    private func run() {
        while true {
            available.wait()
            guard let item = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            switch item {
            case let .job(job): job.runSynchronously(on: asUnownedTaskExecutor())
            case let .barrier(semaphore): semaphore.signal()
            }
        }
    }
}

/// The bridge's thread.
private final class BridgeThread: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }

    func start() {
        let thread = Thread { [body] in body() }
        thread.name = "XCUITerminal bridge"
        thread.start()
    }
}
