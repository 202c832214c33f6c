import Dispatch
import Synchronization

/// A task executor whose jobs run one after another on a thread of its own, never on one
/// of Swift concurrency's shared threads.
///
/// For work that blocks its thread (a synchronous API waiting for async work, a test
/// waiting on a child process) while other work must go on: blocking here holds only
/// this thread. A task given it as its preference (`Task(executorPreference:)`,
/// `withTaskExecutorPreference`) runs here, and so do the default actors it calls.
///
/// Made with `init(name:reading:onInput:)`, the thread also reads a descriptor between
/// jobs: a server whose requests come on it then reads a request, runs the task that
/// answers it and resumes that task when its reply comes, all on one thread, with no
/// hand-off to another thread on the way.
package final class ThreadExecutor: TaskExecutor, Sendable {
    /// What the thread runs, in order.
    private enum Item {
        /// A step of a task.
        case job(UnownedJob)
        /// A closure, from `run(_:)` or `runAndWait(_:)`.
        case work(@Sendable () -> Void)
        /// A marker: signal when reached, so everything queued before it has run.
        case barrier(DispatchSemaphore)
        /// The end: the thread stops here.
        case stop
    }

    /// How the thread is told that an item is queued.
    private enum Waker: Sendable {
        /// It waits on a semaphore.
        case semaphore(DispatchSemaphore)
        /// It polls a wake pipe beside the descriptor it reads.
        case pipe(WakeSignal)

        func wake() {
            switch self {
            case let .semaphore(semaphore): semaphore.signal()
            case let .pipe(signal): signal.wake()
            }
        }
    }

    /// What waits for the thread, whether it has been told to stop, the thread once it
    /// runs (a job it queues for itself needs no wake: it looks at the queue next), and,
    /// for a thread that reads, whether it found nothing queued and waits in `poll`: only
    /// then does a new job write its wake pipe. A job queued while the thread is busy is
    /// found when it next looks, with no system call under the lock the thread takes
    /// between jobs.
    private let queue = Mutex<(items: [Item], stopped: Bool, thread: SystemThread.Identity?, polling: Bool)>(([], false, nil, false))
    private let waker: Waker

    /// An executor with its thread started, named `name` (cut to 15 bytes) while it
    /// serves this executor. The thread is new, with the system's default stack, as
    /// Swift concurrency's threads have: what runs here may recurse as deeply as it
    /// could there (a test walking a tree 500 levels deep overflowed the small stack of
    /// a reused thread).
    ///
    /// - Throws: `SystemError` (`pthread_create`) when no thread could start.
    package init(name: String) throws(SystemError) {
        let available = DispatchSemaphore(value: 0)
        waker = .semaphore(available)
        try SystemThread.startDetached(reusingIdle: false) { [self] in
            serve(named: name) {
                queue.withLock { $0.thread = SystemThread.current }
                while true {
                    available.wait()
                    if let item = queue.withLock({ $0.items.isEmpty ? nil : $0.items.removeFirst() }), !run(item) { return }
                }
            }
        }
    }

    /// An executor whose thread, between jobs, reads `descriptor` and hands what it read
    /// to `onInput`: the bytes of each read, then nil once, at the end of input or on an
    /// error reading (the descriptor is not read again), each with this executor. `onInput`
    /// runs on the thread: the tasks it starts with the executor as their preference run
    /// right after it, with no wake-up. The descriptor is the caller's: it is never closed here.
    ///
    /// - Throws: `SystemError` (`pipe2`, `pthread_create`) when no wake pipe could be
    ///   made or no thread could start.
    package init(name: String, reading descriptor: Int32, onInput: @escaping @Sendable ([UInt8]?, ThreadExecutor) -> Void) throws(SystemError) {
        let signal = try WakeSignal.opened()
        waker = .pipe(signal)
        try SystemThread.startDetached(reusingIdle: false) { [self] in
            serve(named: name) {
                queue.withLock { $0.thread = SystemThread.current }
                var reading = true
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    while let item = queue.withLock({ queue -> Item? in
                        guard !queue.items.isEmpty else {
                            queue.polling = true
                            return nil
                        }
                        return queue.items.removeFirst()
                    }) {
                        guard run(item) else { return }
                    }
                    var watched = [PollDescriptor(signal.readEnd, for: .input)]
                    if reading { watched.append(PollDescriptor(descriptor, for: .input)) }
                    guard (try? Posix.poll(&watched, timeout: -1)) != nil else {
                        // poll itself failed (it never does on good descriptors): the input is over.
                        if reading { onInput(nil, self) }
                        reading = false
                        continue
                    }
                    if !watched[0].ready.isEmpty {
                        signal.drain()
                    } else {
                        // Woken by input, not by a job: a job queued from now on must wake it again once it polls.
                        queue.withLock { $0.polling = false }
                    }
                    if reading, watched.count > 1, !watched[1].ready.isEmpty {
                        let count = (try? Posix.read(descriptor, into: &buffer)) ?? -1
                        if count > 0 {
                            onInput(Array(buffer[0..<count]), self)
                        } else {
                            reading = false
                            onInput(nil, self)
                        }
                    }
                }
            }
        }
    }

    /// Queues a job; the executor's thread runs it after those queued before. Once the
    /// executor is stopped, a job runs on Swift concurrency's shared threads instead, so a
    /// task that outlives the executor still finishes.
    package func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        guard add(.job(unowned)) else { return globalConcurrentExecutor.enqueue(ExecutorJob(unowned)) }
    }

    /// Runs `body` on the executor's thread, after what was queued before it, and returns
    /// what it returns, suspending the caller meanwhile: for long work that computes
    /// without awaiting (reading a binary's debug information, say) and would otherwise
    /// hold one of Swift concurrency's shared threads. On the executor's own thread, or
    /// once it is stopped, `body` runs at once on the caller's.
    package func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        guard !isCurrent else { return body() }
        return await withCheckedContinuation { continuation in
            guard add(.work({ continuation.resume(returning: body()) })) else { return continuation.resume(returning: body()) }
        }
    }

    /// Runs `body` on the executor's thread, after what was queued before it, and returns
    /// what it returns; the calling thread waits. On the executor's own thread, or once it
    /// is stopped, `body` runs at once on the caller's.
    package func runAndWait<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        guard !isCurrent else { return body() }
        let outcome = WaitedOutcome<Value>()
        guard
            add(
                .work({
                    let value = body()
                    outcome.value.withLock { $0 = value }
                    outcome.done.signal()
                }))
        else { return body() }
        outcome.done.wait()
        return outcome.value.withLock { $0! }
    }

    /// Whether the caller runs on the executor's thread.
    private var isCurrent: Bool {
        queue.withLock { $0.thread == SystemThread.current }
    }

    /// Returns once every job queued before the call has run; after `stop()`, at once.
    /// Never call it on the executor's own thread.
    package func waitUntilDrained() {
        let drained = DispatchSemaphore(value: 0)
        guard add(.barrier(drained)) else { return }
        drained.wait()
    }

    /// Stops the thread once the jobs queued so far have run; a job queued later runs on
    /// the shared threads.
    package func stop() {
        queue.withLock { queue in
            guard !queue.stopped else { return }
            queue.items.append(.stop)
            queue.stopped = true
            waker.wake()
        }
    }

    /// Queues `item` and wakes the thread; false once the executor is stopped.
    private func add(_ item: Item) -> Bool {
        let (added, wakes) = queue.withLock { queue -> (Bool, Bool) in
            guard !queue.stopped else { return (false, false) }
            queue.items.append(item)
            switch waker {
            case .semaphore: return (true, true)
            case .pipe:
                // A reading thread is woken only from its wait; busy, it finds the job when it next looks.
                guard queue.polling, queue.thread != SystemThread.current else { return (true, false) }
                queue.polling = false
                return (true, true)
            }
        }
        // After the lock, so the thread it wakes does not wait for the lock while the wake
        // is written. The wake pipe stays open while this executor exists (`deinit` closes it).
        if wakes { waker.wake() }
        return added
    }

    deinit {
        if case let .pipe(signal) = waker { signal.close() }
    }

    /// Runs `item`; false when it is the end.
    private func run(_ item: Item) -> Bool {
        switch item {
        case let .job(job): job.runSynchronously(on: asUnownedTaskExecutor())
        case let .work(body): body()
        case let .barrier(semaphore): semaphore.signal()
        case .stop: return false
        }
        return true
    }

    /// Runs `loop` under the thread name `name`.
    private func serve(named name: String, _ loop: () -> Void) {
        let earlierName = SystemThread.currentName
        SystemThread.currentName = name
        loop()
        SystemThread.currentName = earlierName
    }
}

/// What `runAndWait(_:)` waits for: the value, and a signal once it is set.
private final class WaitedOutcome<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
}
