import Driver
import Testing

/// Expects what `app` shows (once idle) to match the committed reference
/// `<name>.<W>x<H>.txt`; records an issue that says what to do when it does not.
func expectSnapshot(
    of app: App, named name: String, in references: SnapshotReferences = .committed,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let snapshot = try await TextSnapshot.of(app, named: name)
    let outcome = try references.compare(snapshot)
    if let problem = SnapshotProblem(snapshot: snapshot, outcome: outcome) {
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }
}

/// Why a snapshot did not pass, worded with the next step to take.
struct SnapshotProblem: CustomStringConvertible {
    let snapshot: TextSnapshot
    let outcome: SnapshotReferences.Outcome

    /// The problem, or nil when the snapshot matches its reference.
    init?(snapshot: TextSnapshot, outcome: SnapshotReferences.Outcome) {
        guard outcome != .matches else { return nil }
        self.snapshot = snapshot
        self.outcome = outcome
    }

    var description: String {
        let title = "snapshot \"\(snapshot.name)\" at \(snapshot.size.width)x\(snapshot.size.height)"
        switch outcome {
        case .matches:
            return "\(title) matches its reference"
        case let .missing(path):
            return """
                \(title) has no reference at \(Self.shortened(path)).
                Record it with RECORD_SNAPSHOTS=1 swift test --filter JourneyTests, review it, and commit it. The screen now:
                \(snapshot.fileText)
                """
        case let .differs(path, diff):
            return """
                \(title) differs from its reference \(Self.shortened(path)) (- reference, + now):
                \(diff)
                If the change is intended, re-record with RECORD_SNAPSHOTS=1 and review the new file in git.
                """
        case let .recorded(path, diff):
            let before = diff.map { "; it replaced a reference that differed (- old, + new):\n\($0)" } ?? ""
            return "\(title) was recorded to \(Self.shortened(path))\(before)\n"
                + "Review it, commit it, and run again without RECORD_SNAPSHOTS: a recording run always fails."
        }
    }

    /// The path from the package's `Tests/` folder on, as a developer finds it.
    private static func shortened(_ path: String) -> String {
        path.firstRange(of: "/Tests/").map { String(path[path.index(after: $0.lowerBound)...]) } ?? path
    }
}
