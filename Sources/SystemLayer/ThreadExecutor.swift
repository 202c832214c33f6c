import Dispatch
import Synchronization

/// A task executor whose jobs run one after another on a thread of its own, never on one
/// of Swift concurrency's shared threads.
///
/// For work that blocks its thread (a synchronous API waiting for async work, a test
/// waiting on a child process) while other work must go on: blocking here holds only
/// this thread. A task given it as its preference (`Task(executorPreference:)`,
/// `withTaskExecutorPreference`) runs here, and so do the default actors it calls.
package final class ThreadExecutor: TaskExecutor, Sendable {
    /// What the thread runs, in order.
    private enum Item {
        /// A step of a task.
        case job(UnownedJob)
        /// A marker: signal when reached, so everything queued before it has run.
        case barrier(DispatchSemaphore)
        /// The end: the thread stops here.
        case stop
    }

    /// What waits for the thread, and whether it has been told to stop.
    private let queue = Mutex<(items: [Item], stopped: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    /// An executor with its thread started, named `name` (cut to 15 bytes) while it
    /// serves this executor.
    ///
    /// - Throws: `SystemError` (`pthread_create`) when no thread could start.
    package init(name: String) throws(SystemError) {
        try SystemThread.startDetached { [self] in
            let earlierName = SystemThread.currentName
            SystemThread.currentName = name
            run()
            SystemThread.currentName = earlierName
        }
    }

    /// Queues a job; the executor's thread runs it after those queued before. Once the
    /// executor is stopped, a job runs on Swift concurrency's shared threads instead, so a
    /// task that outlives the executor still finishes.
    package func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let queued = queue.withLock { queue -> Bool in
            guard !queue.stopped else { return false }
            queue.items.append(.job(unowned))
            return true
        }
        if queued {
            available.signal()
        } else {
            globalConcurrentExecutor.enqueue(ExecutorJob(unowned))
        }
    }

    /// Returns once every job queued before the call has run; after `stop()`, at once.
    package func waitUntilDrained() {
        let drained = DispatchSemaphore(value: 0)
        let queued = queue.withLock { queue -> Bool in
            guard !queue.stopped else { return false }
            queue.items.append(.barrier(drained))
            return true
        }
        guard queued else { return }
        available.signal()
        drained.wait()
    }

    /// Stops the thread once the jobs queued so far have run; a job queued later runs on
    /// the shared threads.
    package func stop() {
        queue.withLock { queue in
            queue.items.append(.stop)
            queue.stopped = true
        }
        available.signal()
    }

    private func run() {
        while true {
            available.wait()
            guard let item = queue.withLock({ $0.items.isEmpty ? nil : $0.items.removeFirst() }) else { continue }
            switch item {
            case let .job(job): job.runSynchronously(on: asUnownedTaskExecutor())
            case let .barrier(semaphore): semaphore.signal()
            case .stop: return
            }
        }
    }
}
