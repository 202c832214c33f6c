import Dispatch
import Synchronization
import SystemLayer

/// A thread that lives as long as the test process, to start prepared processes from.
///
/// The kernel sends a process its parent-death signal when the *thread* that started
/// it ends, and every launch forked from a prepared process counts that thread as its
/// parent's. Started from a session's I/O thread, they would all die with that one
/// session; started from here, each dies with its `App` or with the test process.
final class ProcessKeeper: Sendable {
    /// The test process's keeper, started on first use.
    static let shared = ProcessKeeper()

    private let jobs = Jobs()
    private let wake: (read: Int32, write: Int32)
    private let started: Bool

    private init() {
        guard let ends = try? Posix.pipe() else {
            wake = (-1, -1)
            started = false
            return
        }
        wake = ends
        let jobs = self.jobs, reader = ends.read
        started =
            (try? SystemThread.startDetached {
                var byte: [UInt8] = [0]
                while true {
                    guard let count = try? Posix.read(reader, into: &byte), count > 0 else { return }
                    for job in jobs.takeAll() { job() }
                }
            }) != nil
    }

    /// Runs `body` on the keeper thread and returns its result, or nil when the thread
    /// could not be started.
    func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
        guard started else { return nil }
        let outcome = Outcome<Result>()
        jobs.add {
            outcome.value.withLock { $0 = body() }; outcome.done.signal()
        }
        try? Posix.writeAll(wake.write, [1])
        outcome.done.wait()
        return outcome.value.withLock { $0 }
    }

    /// The jobs waiting for the thread.
    private final class Jobs: Sendable {
        private let pending = Mutex<[@Sendable () -> Void]>([])
        func add(_ job: @escaping @Sendable () -> Void) { pending.withLock { $0.append(job) } }
        func takeAll() -> [@Sendable () -> Void] {
            pending.withLock { jobs in
                defer { jobs.removeAll() }; return jobs
            }
        }
    }

    /// What a job gives back, and the signal that it has.
    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
    }
}
