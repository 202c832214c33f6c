import Foundation
import SnapshotFiles

extension JourneyCommand {
    /// `journey snapshots list|review [PATH ...]`: the pending snapshots under the paths
    /// (default: the current folder) and in `SNAPSHOTS_PENDING_DIR`.
    func snapshots(_ invocation: Invocation) throws -> Int32 {
        guard let action = invocation.paths.first, action == "list" || action == "review" else {
            throw UsageError.invalidValue(option: "snapshots", value: invocation.paths.first ?? "", expected: "list or review")
        }
        let roots = invocation.paths.dropFirst().map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }
        let pending = PendingSnapshot.all(
            under: roots.isEmpty ? [currentDirectory] : Array(roots),
            pendingFolder: ProcessInfo.processInfo.environment[SnapshotStore.pendingVariable],
            workingFolder: currentDirectory
        )
        if action == "list" {
            output(pending.map { "\($0.replacesReference ? "changed" : "new"): \(SnapshotReview.relative($0.reference))\n" }.joined())
            if pending.isEmpty { output("no pending snapshots\n") }
            return Self.success
        }
        if pending.isEmpty {
            output("no pending snapshots\n")
            return Self.success
        }
        let tally = try SnapshotReview(pending: pending, output: output, readAnswer: { readLine() }).run(deciding: invocation.reviewDecision)
        output("\(tally.accepted) accepted, \(tally.rejected) rejected, \(tally.skipped) left pending\n")
        return Self.success
    }
}
