import Foundation
import JourneyScript
import SnapshotFiles
import DriverTesting
import Testing

/// The answers a person gives `journey snapshots review`, read as typed.
@Suite("Snapshot review answers")
struct SnapshotReviewAnswersTests {
    @Test("answers are read whatever their case and spacing: A accepts, ' Reject ' rejects, S skips")
    func answersInAnyCase() throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] {
            try folder.write("\(name).txt", "old \(name)\n")
            try folder.write("\(name).txt.pending", "new \(name)\n")
        }
        var answers = ["A", " Reject ", "S"]
        let pending = PendingSnapshot.all(under: [folder.path], pendingFolder: nil)

        let tally = try SnapshotReview(pending: pending, output: { _ in }, readAnswer: { answers.isEmpty ? nil : answers.removeFirst() }).run()

        #expect(tally.accepted == 1 && tally.rejected == 1 && tally.skipped == 1, "\(tally)")
        #expect(try folder.read("a.txt") == "new a\n")
        #expect(try folder.read("b.txt") == "old b\n" && !folder.contains("b.txt.pending"))
        #expect(folder.contains("c.txt.pending"))
    }
}
