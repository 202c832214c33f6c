public import ScreenModel

/// Something an app run reported or the driver did to it that a trace shows beside a
/// step: the app's pending work changing, or its virtual clock moving.
public enum SessionEvent: Sendable, Hashable {
    /// The app's pending work (or its clock mode) changed, in the tree of this generation.
    case activity(generation: UInt64, Activity)
    /// The virtual clock moved forward: by a step's own `advanceClock`, or by a wait
    /// fast-forwarding to the next timer (`automatic`).
    case clockAdvanced(milliseconds: Int, automatic: Bool)
}

/// The events of one app run, in order, bounded: the newest are kept.
struct SessionJournal: Sendable {
    /// How many events are kept; older ones are dropped.
    static let capacity = 1_024

    private var entries: [SessionEvent] = []
    private var dropped = 0
    private var lastActivity: (names: [String], clock: ClockMode)?

    /// The position after the last event: what `events(since:)` takes as a mark.
    var end: Int { dropped + entries.count }

    /// The events after `mark`, as far as they are still kept.
    func events(since mark: Int) -> [SessionEvent] {
        Array(entries.dropFirst(max(0, mark - dropped)))
    }

    /// Notes `activity` when the work pending (by name) or the clock differs from the last noted.
    mutating func note(_ activity: Activity, generation: UInt64) {
        let names = activity.pendingWork.map(\.name)
        if let last = lastActivity, last.names == names, last.clock == activity.clock { return }
        lastActivity = (names, activity.clock)
        append(.activity(generation: generation, activity))
    }

    /// Notes a move of the virtual clock.
    mutating func noteAdvance(milliseconds: Int, automatic: Bool) {
        append(.clockAdvanced(milliseconds: milliseconds, automatic: automatic))
    }

    private mutating func append(_ event: SessionEvent) {
        entries.append(event)
        if entries.count > Self.capacity {
            let excess = entries.count - Self.capacity / 2
            entries.removeFirst(excess)
            dropped += excess
        }
    }
}
