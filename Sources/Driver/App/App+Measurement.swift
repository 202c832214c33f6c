import Synchronization
import SystemLayer

extension App {
    /// When the latest tree was read off the channel, in nanoseconds of the monotonic
    /// clock: for the benchmark, which times waits from the push that satisfied them.
    package var latestTreeArrival: UInt64? {
        runtime.withLock { $0.session }?.latestTreeArrival?.nanoseconds
    }

    /// The bytes the driver has read from the running app's channel so far (0 when no
    /// app runs): for the benchmark, which divides them by the changes that sent them.
    package var bytesReceived: Int {
        runtime.withLock { $0.session }?.bytesReceived.load(ordering: .relaxed) ?? 0
    }

    /// Waits, without failing fast on an idle app, until a pushed tree satisfies
    /// `condition`; returns the monotonic time (ns) the wait returned and when it
    /// started waiting. For the benchmark's wait-latency figure.
    package func waitForTree(
        timeout: Duration, _ condition: @escaping @Sendable (ElementTree) -> Bool
    ) async throws(DriverError) -> (started: UInt64, returned: UInt64) {
        let attempt = DriverError.Attempt(.waitForTree)
        let session = try runningSession(for: attempt)
        let started = Monotonic.now.nanoseconds
        _ = try await session.wait(purpose: attempt, timeout: timeout) { tree -> WaitDecision<Void> in
            condition(tree) ? .satisfied(()) : .pending { waited in .timeout(attempt, waited: waited, activity: tree.activity) }
        }.locatingCaller()
        return (started, Monotonic.now.nanoseconds)
    }
}
