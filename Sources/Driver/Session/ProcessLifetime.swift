import SystemLayer

/// An app process's life as the driver sees it: how it ended (or why the channel was
/// given up), whether the driver asked for that, when it will be killed, and who waits
/// for it to be reaped.
struct ProcessLifetime: Sendable {
    /// How the session ended.
    enum Ending: Sendable {
        /// The process exited; `expected` when the test asked for it.
        case exited(ExitStatus, expected: Bool)
    }

    private(set) var ending: Ending?
    /// Why the channel was given up, if the app broke the protocol.
    private(set) var protocolProblem: DriverError.ProtocolProblem?
    /// Whether the driver asked the app to stop (so its ending is no crash).
    var expectingExit = false
    /// When to send SIGKILL, if the driver is waiting for the app to stop.
    var killAt: Monotonic?
    /// Since when `terminate()` has been waiting for the process to exit.
    var terminatingSince: Monotonic?
    /// When the app closed its end of the channel while still running: it has until
    /// `AppSession.channelClosingGrace` later to exit.
    var channelClosedAt: Monotonic?
    /// Those waiting for the process to be reaped, by id.
    private(set) var endWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextEndWaiterID = 0
    /// Kept until the process is reaped: the state directory the app writes to.
    var keptUntilReaped: [TemporaryDirectory] = []

    /// Whether the session is over: the process ended, or the channel was given up.
    var isOver: Bool { ending != nil || protocolProblem != nil }

    /// How the process exited, once it has.
    var exitStatus: ExitStatus? {
        guard case let .exited(status, _) = ending else { return nil }
        return status
    }

    /// Records the first protocol problem; later ones add nothing.
    mutating func giveUp(for problem: DriverError.ProtocolProblem) {
        if protocolProblem == nil { protocolProblem = problem }
    }

    /// Records that the process exited with `status`.
    mutating func end(with status: ExitStatus) {
        ending = .exited(status, expected: expectingExit)
    }

    /// Registers `continuation` to be resumed once the process is reaped; nil (and
    /// nothing registered) if it already has been.
    mutating func addEndWaiter(_ continuation: CheckedContinuation<Void, Never>) -> Int? {
        guard ending == nil else { return nil }
        defer { nextEndWaiterID += 1 }
        endWaiters[nextEndWaiterID] = continuation
        return nextEndWaiterID
    }

    /// The end waiter `id`, no longer registered.
    mutating func removeEndWaiter(_ id: Int) -> CheckedContinuation<Void, Never>? {
        endWaiters.removeValue(forKey: id)
    }

    /// Every end waiter; none is registered afterwards.
    mutating func takeEndWaiters() -> [CheckedContinuation<Void, Never>] {
        defer { endWaiters = [:] }
        return Array(endWaiters.values)
    }

    /// Whether to kill at `now`: true once, when the kill deadline has passed.
    mutating func killIsDue(at now: Monotonic) -> Bool {
        guard let killAt, killAt <= now else { return false }
        self.killAt = nil
        return true
    }
}
