public import ScreenModel
import Synchronization

/// What an app showed, reported, did and wrote between two moments: the material a
/// trace keeps for one step. Made by `ObservationWindow.close()`.
public struct Observation: Sendable {
    /// The latest screen when the window opened, if the app had sent one.
    public var treeBefore: ElementTree?
    /// The latest screen when it closed.
    public var treeAfter: ElementTree?
    /// Pending work changing and clock moves, in order.
    public var events: [SessionEvent]
    /// What the app wrote to its output meanwhile.
    public var log: String

    /// Creates an observation.
    public init(treeBefore: ElementTree?, treeAfter: ElementTree?, events: [SessionEvent], log: String) {
        self.treeBefore = treeBefore
        self.treeAfter = treeAfter
        self.events = events
        self.log = log
    }
}

/// Marks the moment a step begins, so that `close()` can say what happened since: the
/// screens before and after, the app's pending work and clock moves, and its log lines.
/// A relaunch in between is followed: the old run's rest, then the new run's all.
package struct ObservationWindow: Sendable {
    private let app: App
    private let session: AppSession?
    private let marks: (log: Int, journal: Int)
    private let treeBefore: ElementTree?

    /// Opens a window on `app` now.
    package init(app: App) {
        self.app = app
        session = app.runtime.withLock { $0.session }
        marks = session?.marks ?? (0, 0)
        treeBefore = session?.latestTree
    }

    /// What happened since the window opened.
    package func close() -> Observation {
        let current = app.runtime.withLock { $0.session }
        var log = ""
        var events: [SessionEvent] = []
        if let session {
            (log, events) = session.observed(since: marks)
        }
        if let current, current !== session {
            let fresh = current.observed(since: (0, 0))
            log += fresh.log
            events += fresh.events
        }
        return Observation(treeBefore: treeBefore, treeAfter: current?.latestTree, events: events, log: log)
    }
}
