package import ScreenModel
import Synchronization

extension App {
    /// Work the app reports that the driver does not wait for, each named by the first
    /// words of its name: `["toast", "worker poller"]` (default `defaultIgnoredWork`).
    ///
    /// An app lists what it is busy with (`worker poller`, `timer 0.5 s`,
    /// `network: POST /session`). Actions, reads and `waitForIdle()` wait until every piece
    /// of it is ignored work: a worker that polls for ever, or a toast that leaves after
    /// 5 s, then holds no step. Waits for a condition still see that work as pending, so a
    /// wait for what it brings (or for the toast to go) waits for it instead of giving up
    /// at once. An entry names a piece of work when the name is the entry or goes on
    /// after it with a character other than a letter, digit or `_`: `worker poll` does
    /// not name `worker poller`; an empty entry names nothing. Takes effect at the next
    /// step, launched or not, and stays across launches.
    public var ignoredWork: [String] {
        get { configuration.withLock { $0.ignoredWork } }
        set { configuration.withLock { $0.ignoredWork = newValue } }
    }

    /// What `ignoredWork` holds for a new `App`: a toast's expiry (`toast "Saved"`), which
    /// would hold the step after a toast for seconds.
    public static let defaultIgnoredWork = ["toast"]

    /// The work the latest screen's app is busy with that the driver waits for; nil
    /// before the first screen.
    package var workWaitedFor: Activity? {
        tree.map { $0.activity.waitedFor(ignoring: ignoredWork) }
    }
}

extension Activity {
    /// This activity without the work `ignored` names (see `App.ignoredWork`): what an
    /// action or a read waits for.
    package func waitedFor(ignoring ignored: [String]) -> Activity {
        var waited = self
        waited.pendingWork.removeAll { work in ignored.contains { Self.name(work.name, beginsWith: $0) } }
        return waited
    }

    /// The work of this activity that `waited` (this activity, filtered) leaves out.
    package func ignored(beside waited: Activity) -> [PendingWork] {
        let kept = Set(waited.pendingWork.map(\.name))
        return pendingWork.filter { !kept.contains($0.name) }
    }

    /// Whether `entry` names work called `name`: it is the name, or its start followed
    /// by a character that is not part of a word.
    private static func name(_ name: String, beginsWith entry: String) -> Bool {
        guard !entry.isEmpty, name.hasPrefix(entry) else { return false }
        guard let next = name.dropFirst(entry.count).first else { return true }
        return !(next.isLetter || next.isNumber || next == "_")
    }
}
