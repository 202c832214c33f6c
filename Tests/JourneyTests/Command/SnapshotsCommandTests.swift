import Foundation
import SnapshotFiles
import Testing

@Suite("journey snapshots list and review, run as a command", .timeLimit(.minutes(1)))
struct SnapshotsCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("refs/a.txt", "old\n")
        try folder.write("refs/a.txt.pending", "new\n")
        try folder.write("refs/b.tree.txt.pending", "button\n")
        try folder.write(".build/skipped.txt.pending", "not a snapshot of the project\n")
    }

    @Test("list prints each pending snapshot, new or changed, and no build folder's")
    func list() async throws {
        let output = try await JourneyExecutable.run(["snapshots", "list"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "changed: refs/a.txt\nnew: refs/b.tree.txt\n")
    }

    @Test("list finds the pending files of a folder named by SNAPSHOTS_PENDING_DIR, at their references' paths")
    func listPendingFolder() async throws {
        let store = SnapshotStore(directory: folder.path + "/refs", pendingFolder: folder.path + "/pending", workingFolder: folder.path)
        _ = try store.check(fileName: "c.txt", lines: ["c"])

        let output = try await JourneyExecutable.run(["snapshots", "list", "refs"], in: folder, environment: ["SNAPSHOTS_PENDING_DIR": folder.path + "/pending"])

        #expect(output.standardOutput == "changed: refs/a.txt\nnew: refs/b.tree.txt\nnew: refs/c.txt\n", "\(output.standardError)")
    }

    @Test("review --accept-all makes every pending file its reference; --reject-all deletes them", arguments: [true, false])
    func decideAll(accept: Bool) async throws {
        let output = try await JourneyExecutable.run(["snapshots", "review", accept ? "--accept-all" : "--reject-all"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.lastLine == (accept ? "2 accepted, 0 rejected, 0 left pending" : "0 accepted, 2 rejected, 0 left pending"))
        #expect(try folder.read("refs/a.txt") == (accept ? "new\n" : "old\n"))
        #expect(folder.contains("refs/b.tree.txt") == accept)
        #expect(!folder.contains("refs/a.txt.pending"))
        #expect(!folder.contains("refs/b.tree.txt.pending"))
    }

    @Test("review with no input left leaves every pending file as it was")
    func reviewAtEndOfInput() async throws {
        let output = try await JourneyExecutable.run(["snapshots", "review"], in: folder)

        #expect(output.lastLine == "0 accepted, 0 rejected, 2 left pending", "\(output.standardOutput)")
        #expect(folder.contains("refs/a.txt.pending"))
        #expect(try folder.read("refs/a.txt") == "old\n")
    }

    @Test("snapshots without list or review is a usage error naming both")
    func unknownAction() async throws {
        let output = try await JourneyExecutable.run(["snapshots", "accept"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.contains("list or review"), "\(output.standardError)")
    }
}
