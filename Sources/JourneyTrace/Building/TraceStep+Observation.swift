package import Driver

extension TraceStep {
    /// Fills the step's moments, events and log from what was observed around it,
    /// storing its trees and screens in `store`.
    package mutating func record(_ observation: Observation, in store: inout TraceStore) {
        before = store.moment(observation.treeBefore)
        after = store.moment(observation.treeAfter)
        let events = TraceEvent.events(from: observation.events, startingFrom: observation.treeBefore?.activity)
        self.events = events.isEmpty ? nil : events
        let lines = observation.log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let trimmed = lines.last == "" ? Array(lines.dropLast()) : lines
        log = trimmed.isEmpty ? nil : trimmed
    }
}

extension TraceEvent {
    /// The work that started and finished, and the clock moves, in `events`, given
    /// what was pending before them.
    package static func events(from events: [SessionEvent], startingFrom initial: Activity?) -> [TraceEvent] {
        var pending = Set(initial?.pendingWork.map(\.name) ?? [])
        var result: [TraceEvent] = []
        for event in events {
            switch event {
            case let .activity(_, activity):
                let now = activity.pendingWork
                let names = Set(now.map(\.name))
                for work in now where !pending.contains(work.name) {
                    result.append(TraceEvent(kind: .started, work: work.name, milliseconds: work.remainingMilliseconds))
                }
                for name in pending.sorted() where !names.contains(name) {
                    result.append(TraceEvent(kind: .finished, work: name))
                }
                pending = names
            case let .clockAdvanced(milliseconds, automatic):
                result.append(TraceEvent(kind: .clock, milliseconds: milliseconds, automatic: automatic ? true : nil))
            }
        }
        return result
    }
}

extension TraceFailure {
    /// The failure a driver error describes, with the last lines of the app's log.
    package init(_ error: DriverError) {
        let tail = error.diagnostics?.logTail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        self.init(message: error.message, kind: error.code.rawValue, logTail: tail.isEmpty || tail == [""] ? nil : tail)
    }
}
