import ScreenModel
import SystemLayer

/// Everything waiting on an app's screen or log, by id, and the deadline the I/O
/// thread's poll is armed for.
struct WaitBook: Sendable {
    /// Someone waiting for a tree satisfying a condition.
    struct Waiter: Sendable {
        let purpose: DriverError.Attempt
        /// When the wait began.
        let started: Monotonic
        let deadline: Monotonic?
        /// Called with each new tree; returns true when the waiter has finished.
        let evaluate: @Sendable (ElementTree) -> Bool
        /// Called when the deadline passes.
        let expire: @Sendable () -> Void
        /// Called when the app ends first.
        let abort: @Sendable (DriverError) -> Void
    }

    /// Someone waiting for the app to write some text to its output.
    struct LogWaiter: Sendable {
        let text: String
        let started: Monotonic
        let deadline: Monotonic
        /// Called once: true when the text appeared, false when time ran out or the app ended.
        let finish: @Sendable (Bool) -> Void
    }

    private(set) var waiters: [Int: Waiter] = [:]
    private(set) var logWaiters: [Int: LogWaiter] = [:]
    private var nextID = 0
    /// The deadline the I/O thread's poll waits until, if any.
    private var armedDeadline: Monotonic?

    /// Registers `waiter`; returns its id.
    mutating func add(_ waiter: Waiter) -> Int {
        defer { nextID += 1 }
        waiters[nextID] = waiter
        return nextID
    }

    /// Registers `waiter` for the log; returns its id.
    mutating func add(_ waiter: LogWaiter) -> Int {
        defer { nextID += 1 }
        logWaiters[nextID] = waiter
        return nextID
    }

    /// The waiter `id`, no longer registered.
    mutating func removeWaiter(_ id: Int) -> Waiter? { waiters.removeValue(forKey: id) }

    /// The log waiter `id`, no longer registered.
    mutating func removeLogWaiter(_ id: Int) -> LogWaiter? { logWaiters.removeValue(forKey: id) }

    /// Forgets the waiters `ids` (they finished).
    mutating func forget(_ ids: [Int]) {
        for id in ids { waiters[id] = nil }
    }

    /// The log waiters whose text `log` now holds, no longer registered.
    mutating func takeLogWaiters(satisfiedBy log: String) -> [LogWaiter] {
        let found = logWaiters.filter { log.contains($0.value.text) }.map(\.key)
        return found.compactMap { logWaiters.removeValue(forKey: $0) }
    }

    /// The waiters whose deadline has passed at `now`, no longer registered.
    mutating func takeExpired(at now: Monotonic) -> (waiters: [Waiter], logWaiters: [LogWaiter]) {
        let waiterIDs = waiters.filter { $0.value.deadline.map { $0 <= now } ?? false }.map(\.key)
        let logWaiterIDs = logWaiters.filter { $0.value.deadline <= now }.map(\.key)
        return (waiterIDs.compactMap { waiters.removeValue(forKey: $0) }, logWaiterIDs.compactMap { logWaiters.removeValue(forKey: $0) })
    }

    /// Every waiter; none is registered afterwards.
    mutating func takeAll() -> (waiters: [Waiter], logWaiters: [LogWaiter]) {
        defer { waiters = [:]; logWaiters = [:] }
        return (Array(waiters.values), Array(logWaiters.values))
    }

    /// The soonest deadline of a waiter.
    var soonestDeadline: Monotonic? {
        var soonest: Monotonic?
        for waiter in waiters.values {
            if let deadline = waiter.deadline, soonest.map({ deadline < $0 }) ?? true { soonest = deadline }
        }
        for waiter in logWaiters.values where soonest.map({ waiter.deadline < $0 }) ?? true {
            soonest = waiter.deadline
        }
        return soonest
    }

    /// Arms the poll for `deadline` if it is sooner than the one armed; true when the
    /// I/O thread must be woken to see it.
    mutating func arm(ifEarlier deadline: Monotonic) -> Bool {
        if let armed = armedDeadline, armed <= deadline { return false }
        armedDeadline = deadline
        return true
    }

    /// Notes that the poll is now armed for `deadline` (nil: no deadline).
    mutating func armed(for deadline: Monotonic?) {
        armedDeadline = deadline
    }
}
