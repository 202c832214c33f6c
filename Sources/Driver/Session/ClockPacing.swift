import AutomationChannel
import ScreenModel

/// Whether the driver moves an app's virtual clock on its own while something waits,
/// and the one advance of its own it may have in flight.
struct ClockPacing: Sendable {
    /// Whether waits may fast-forward a virtual clock; turned off when the app refuses.
    private(set) var enabled: Bool
    /// The sequence number of the driver's own advance in flight, if one is.
    private(set) var inFlight: UInt64?

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// How far to advance the clock now, in milliseconds: to the next timer, when
    /// something waits on an app busy only with timers on a virtual clock and no advance
    /// of the driver's own is in flight; nil when it should not.
    func due(for activity: Activity?, someoneWaits: Bool) -> Int? {
        guard enabled, inFlight == nil, someoneWaits, let activity, activity.clock == .virtual,
            let due = activity.nextDueMilliseconds
        else { return nil }
        return max(0, due)
    }

    /// Notes that the driver sent an advance of its own, numbered `sequence`.
    mutating func started(_ sequence: UInt64) {
        inFlight = sequence
    }

    /// Takes `reply` if it answers the driver's own advance (true); an app that refused
    /// runs on the real clock, so none is offered again.
    mutating func receive(_ reply: Reply) -> Bool {
        guard inFlight == reply.sequence else { return false }
        inFlight = nil
        if case .refused = reply.outcome { enabled = false }
        return true
    }
}
