import Foundation
import ScreenModel
package import SnapshotFiles

/// `journey snapshots review`: shows each pending snapshot's diff against its reference
/// and asks whether to accept it (it becomes the reference), reject it (it is deleted)
/// or skip it; or decides all of them at once.
package struct SnapshotReview {
    /// The pending snapshots, in the order they are shown.
    package let pending: [PendingSnapshot]
    /// Receives what the review prints.
    package let output: (String) -> Void
    /// The person's next answer, a line; nil when there are no more (end of input).
    package let readAnswer: () -> String?

    /// What a review did.
    package struct Tally: Sendable, Equatable {
        /// How many were accepted, rejected and left pending.
        package var accepted = 0, rejected = 0, skipped = 0
    }

    /// Creates a review of `pending`.
    package init(pending: [PendingSnapshot], output: @escaping (String) -> Void, readAnswer: @escaping () -> String?) {
        self.pending = pending
        self.output = output
        self.readAnswer = readAnswer
    }

    /// Decides each pending snapshot: `decision` true accepts all, false rejects all,
    /// nil asks for each. A quit, or the end of input, leaves the rest pending.
    ///
    /// - Throws: when a file cannot be read, written or removed.
    package func run(deciding decision: Bool? = nil) throws -> Tally {
        var tally = Tally()
        for (index, snapshot) in pending.enumerated() {
            let state = snapshot.replacesReference ? "changed" : "new"
            output("[\(index + 1)/\(pending.count)] \(state): \(Self.relative(snapshot.reference))\n")
            if let decision {
                try decide(snapshot, accept: decision, tally: &tally)
                continue
            }
            let diff = try snapshot.diff()
            output(diff.description + "\n")
            var answered = false
            while !answered {
                output("accept (a), reject (r), skip (s), quit (q)? ")
                guard let answer = readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() else {
                    output("\n")
                    tally.skipped += pending.count - index
                    return tally
                }
                switch answer {
                case "a", "accept": try decide(snapshot, accept: true, tally: &tally); answered = true
                case "r", "reject": try decide(snapshot, accept: false, tally: &tally); answered = true
                case "s", "skip": tally.skipped += 1; answered = true
                case "q", "quit":
                    tally.skipped += pending.count - index
                    return tally
                default: output("'\(answer)' is not an answer; type a, r, s or q and press enter\n")
                }
            }
        }
        return tally
    }

    private func decide(_ snapshot: PendingSnapshot, accept: Bool, tally: inout Tally) throws {
        if accept {
            try snapshot.accept()
            tally.accepted += 1
            output("accepted: \(Self.relative(snapshot.reference)) replaced\n")
        } else {
            try snapshot.reject()
            tally.rejected += 1
            output("rejected: \(Self.relative(snapshot.path)) deleted\n")
        }
    }

    /// `path` from the working folder on, when it is inside it.
    package static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
