/// What the app has still to do: nothing (idle), or named work that will change the
/// screen when it finishes (a simulated request, a timer).
public struct Activity: Sendable, Hashable, CustomStringConvertible {
    /// Work the app has scheduled and not yet finished, soonest first.
    public var pendingWork: [PendingWork]
    /// Which clock the app's timers run on.
    public var clock: ClockMode

    /// Creates an activity report.
    public init(pendingWork: [PendingWork] = [], clock: ClockMode = .real) {
        self.pendingWork = pendingWork
        self.clock = clock
    }

    /// An app with nothing pending on the real clock.
    public static let idle = Activity()

    /// Whether nothing is pending: the screen will not change until the app gets a command.
    public var isIdle: Bool { pendingWork.isEmpty }

    /// The time until the soonest pending work is due, if any is pending.
    public var nextDueMilliseconds: Int? { pendingWork.map(\.remainingMilliseconds).min() }

    /// The same work `milliseconds` later: each piece due that much sooner (never
    /// below zero). What a report read that long after the app sent it says now.
    public func elapsing(milliseconds: Int) -> Activity {
        Activity(
            pendingWork: pendingWork.map {
                PendingWork(name: $0.name, remainingMilliseconds: max(0, $0.remainingMilliseconds - max(0, milliseconds)))
            }, clock: clock)
    }

    /// `idle`, or `busy with network: POST /session (240 ms left)`.
    public var description: String {
        if isIdle { return "idle" }
        let clockNote = clock == .virtual ? " on the virtual clock" : ""
        return "busy with " + pendingWork.map(\.description).joined(separator: ", ") + clockNote
    }
}

/// One piece of work the app has pending, named for a person to read.
public struct PendingWork: Sendable, Hashable, CustomStringConvertible {
    /// What the work is, e.g. `network: POST /session`.
    public var name: String
    /// How long until it is due, in milliseconds of the app's clock.
    public var remainingMilliseconds: Int

    /// Creates a pending-work entry.
    public init(name: String, remainingMilliseconds: Int) {
        self.name = name
        self.remainingMilliseconds = remainingMilliseconds
    }

    /// `network: POST /session (240 ms left)`.
    public var description: String { "\(name) (\(remainingMilliseconds) ms left)" }
}

/// The clock an app's timers run on.
public enum ClockMode: String, Sendable, Hashable {
    /// Wall-clock time: work finishes on its own.
    case real
    /// Time moves only when the driver advances it, so waits can fast-forward.
    case virtual
}
