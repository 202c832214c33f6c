import Driver
import Foundation
import ScreenModel
import SnapshotFiles
import Testing

@Suite("journey snapshots review in a real terminal", .tags(.program), .requires(.tmux), .timeLimit(.minutes(2)))
struct SnapshotReviewInTmuxTests {
    @Test("a person reviews three pending snapshots: sees each diff, accepts one, mistypes then rejects one, skips one")
    func reviewsPendingSnapshots() async throws {
        let folder = try TemporaryFolder()
        // A Swift suite's tree snapshot that changed, a journey's new one, a text one that changed.
        try folder.write("Tests/__Snapshots__/pay.tree.txt", "button \"Pay\" #pay\n")
        _ = try SnapshotStore(directory: folder.path + "/Tests/__Snapshots__").checkTree(fileName: "pay.tree.txt", lines: [#"button "Pay" #pay [disabled]"#])
        try folder.write("journeys/__Snapshots__/cart.tree.txt.pending", "table #cart\n")
        try folder.write("Tests/__Snapshots__/total.6x1.txt", "€9.70\n")
        try folder.write("Tests/__Snapshots__/total.6x1.txt.pending", "€9.60\n")
        let session = try await RecordingInTmux.start(["review"], in: folder, command: "snapshots")
        do {
            try await session.waitFor("[1/3] changed: Tests/__Snapshots__/pay.tree.txt")
            try await session.waitFor(#"+   1 | button "Pay" #pay [disabled]"#)
            try await session.waitFor("accept (a), reject (r), skip (s), quit (q)?")
            try await session.type("a")
            try await session.press("Enter")
            try await session.waitFor("[2/3] changed: Tests/__Snapshots__/total.6x1.txt")
            try await session.waitFor("-   1 | €9.70")
            try await session.type("y")
            try await session.press("Enter")
            try await session.waitFor("'y' is not an answer")
            try await session.type("r")
            try await session.press("Enter")
            try await session.waitFor("[3/3] new: journeys/__Snapshots__/cart.tree.txt")
            try await session.type("s")
            try await session.press("Enter")
            let screen = try await session.waitFor("journey exited with")
            #expect(screen.contains("1 accepted, 1 rejected, 1 left pending"), "\(screen)")
            #expect(screen.contains("journey exited with 0"), "\(screen)")
        } catch {
            await session.end()
            throw error
        }
        await session.end()

        #expect(try folder.read("Tests/__Snapshots__/pay.tree.txt") == "button \"Pay\" #pay [disabled]\n")
        #expect(!folder.contains("Tests/__Snapshots__/pay.tree.txt.pending"))
        #expect(try folder.read("Tests/__Snapshots__/total.6x1.txt") == "€9.70\n")
        #expect(!folder.contains("Tests/__Snapshots__/total.6x1.txt.pending"))
        #expect(folder.contains("journeys/__Snapshots__/cart.tree.txt.pending"))
        #expect(!folder.contains("journeys/__Snapshots__/cart.tree.txt"))
    }
}
