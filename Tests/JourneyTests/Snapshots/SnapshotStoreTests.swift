import Foundation
import ScreenModel
import SnapshotFiles
import Synchronization
import Testing

@Suite("Snapshot store")
struct SnapshotStoreTests {
    let folder: TemporaryFolder
    let lines = ["+------+", "|€9.60 |", "+------+"]

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test("a missing reference fails, writes a pending file and no reference unless recording was asked for")
    func missingReferenceIsPending() throws {
        let store = SnapshotStore(directory: folder.path)

        let outcome = try store.check(fileName: "total.6x1.txt", lines: lines)

        #expect(outcome == .missing(reference: folder.path + "/total.6x1.txt", pending: folder.path + "/total.6x1.txt.pending"))
        #expect(!folder.contains("total.6x1.txt"))
        #expect(try folder.read("total.6x1.txt.pending") == "+------+\n|€9.60 |\n+------+\n")
    }

    @Test("recording writes the reference, and the next run matches it")
    func recordingWritesTheReference() throws {
        let outcome = try SnapshotStore(directory: folder.path, records: true).check(fileName: "total.6x1.txt", lines: lines)

        #expect(outcome == .recorded(reference: folder.path + "/total.6x1.txt", diff: nil))
        #expect(try folder.read("total.6x1.txt") == "+------+\n|€9.60 |\n+------+\n")
        #expect(try SnapshotStore(directory: folder.path).check(fileName: "total.6x1.txt", lines: lines) == .matches)
    }

    @Test("a changed snapshot fails with the diff, leaves the reference alone and writes the new version as pending")
    func changedSnapshotIsPending() throws {
        try folder.write("total.6x1.txt", "+------+\n|€9.70 |\n+------+\n")

        let outcome = try SnapshotStore(directory: folder.path).check(fileName: "total.6x1.txt", lines: lines)

        let diff = TextDiff(reference: ["+------+", "|€9.70 |", "+------+"], actual: lines)
        #expect(outcome == .differs(reference: folder.path + "/total.6x1.txt", pending: folder.path + "/total.6x1.txt.pending", diff: diff))
        #expect(try folder.read("total.6x1.txt") == "+------+\n|€9.70 |\n+------+\n")
        #expect(try folder.read("total.6x1.txt.pending") == "+------+\n|€9.60 |\n+------+\n")
    }

    @Test("a match removes a pending file left by an earlier run")
    func matchRemovesStalePending() throws {
        try folder.write("total.6x1.txt", "+------+\n|€9.60 |\n+------+\n")
        try folder.write("total.6x1.txt.pending", "old\n")

        #expect(try SnapshotStore(directory: folder.path).check(fileName: "total.6x1.txt", lines: lines) == .matches)
        #expect(!folder.contains("total.6x1.txt.pending"))
    }

    @Test("with a pending folder, pending files go there at the reference's path and nothing is written beside the reference")
    func pendingFolder() throws {
        let store = SnapshotStore(directory: folder.path + "/src/refs", pendingFolder: folder.path + "/pending", workingFolder: folder.path + "/src")

        let outcome = try store.check(fileName: "total.6x1.txt", lines: lines)

        #expect(outcome == .missing(reference: folder.path + "/src/refs/total.6x1.txt", pending: folder.path + "/pending/refs/total.6x1.txt.pending"))
        #expect(!folder.contains("src/refs/total.6x1.txt.pending"))
        let found = PendingSnapshot.all(under: [], pendingFolder: folder.path + "/pending", workingFolder: folder.path + "/src")
        #expect(found == [PendingSnapshot(path: folder.path + "/pending/refs/total.6x1.txt.pending", reference: folder.path + "/src/refs/total.6x1.txt")])
    }

    @Test("a reference outside the working folder keeps its whole path inside the pending folder, and is found again")
    func pendingFolderOutsideWorkingFolder() throws {
        let store = SnapshotStore(directory: folder.path + "/refs", pendingFolder: folder.path + "/pending", workingFolder: "/nonexistent-work")

        _ = try store.check(fileName: "total.6x1.txt", lines: lines)

        let found = PendingSnapshot.all(under: [], pendingFolder: folder.path + "/pending", workingFolder: "/nonexistent-work")
        #expect(found.map(\.reference) == [folder.path + "/refs/total.6x1.txt"])
    }

    @Test(
        "the environment asks for recording with anything but empty or 0, and names the pending folder",
        arguments: [([:], false), (["RECORD_SNAPSHOTS": "0"], false), (["RECORD_SNAPSHOTS": ""], false), (["RECORD_SNAPSHOTS": "1"], true)])
    func environment(variables: [String: String], records: Bool) {
        #expect(SnapshotStore.configured(directory: "/r", environment: variables).records == records)
        #expect(SnapshotStore.configured(directory: "/r", environment: variables.merging(["SNAPSHOTS_PENDING_DIR": "/p"]) { $1 }).pendingFolder == "/p")
        #expect(SnapshotStore.configured(directory: "/r", environment: variables).pendingFolder == nil)
    }

    @Test("accepting a pending file makes it the reference; rejecting deletes it and keeps the reference")
    func acceptAndReject() throws {
        try folder.write("a.txt", "old\n")
        try folder.write("a.txt.pending", "new\n")
        try folder.write("b.txt", "kept\n")
        try folder.write("b.txt.pending", "dropped\n")
        let pending = PendingSnapshot.all(under: [folder.path], pendingFolder: nil)
        #expect(pending.map(\.reference) == [folder.path + "/a.txt", folder.path + "/b.txt"])
        #expect(try pending[0].diff() == TextDiff(reference: ["old"], actual: ["new"]))

        try pending[0].accept()
        try pending[1].reject()

        #expect(try folder.read("a.txt") == "new\n")
        #expect(try folder.read("b.txt") == "kept\n")
        #expect(PendingSnapshot.all(under: [folder.path], pendingFolder: nil).isEmpty)
    }

    @Test("a tree reference's patterns survive in the pending file for the lines they still match")
    func treePatternsSurvive() throws {
        try folder.write("order.tree.txt", "other #root\n  staticText /Order #\\d+/ #title\n  button \"Pay\" #pay\n")
        let now = ["other #root", "  staticText \"Order #77\" #title", "  button \"Pay\" #pay [disabled]"]

        let outcome = try SnapshotStore(directory: folder.path).checkTree(fileName: "order.tree.txt", lines: now)

        guard case .differs = outcome else { Issue.record("expected a difference, found \(outcome)"); return }
        #expect(try folder.read("order.tree.txt.pending") == "other #root\n  staticText /Order #\\d+/ #title\n  button \"Pay\" #pay [disabled]\n")
    }

    @Test("a tree reference that cannot be read is an error naming its line")
    func unreadableTreeReference() throws {
        try folder.write("bad.tree.txt", "other\n   button\n")

        #expect(throws: SnapshotFormatError.badIndentation(line: 2, text: "   button")) {
            try SnapshotStore(directory: folder.path).checkTree(fileName: "bad.tree.txt", lines: ["other"])
        }
    }

    @Test("many workers recording the same snapshot at once leave one whole file, never a torn or lost one")
    func manyWorkersRecordAtomically() async throws {
        // Each worker is a thread of its own writing its own large text again and again,
        // reading the file between writes: a torn write would show a mix, a cut or nothing.
        // The test's task awaits the last worker's signal; it never blocks a shared thread.
        let workers = 16, rounds = 8
        let texts = (0..<workers).map { worker in (0..<200).map { "worker \(worker) line \($0) " + String(repeating: "x", count: 100) } }
        let recording = SnapshotStore(directory: folder.path, records: true)
        let pending = SnapshotStore(directory: folder.path)
        let path = folder.path + "/shared.txt"
        try folder.write("shared.txt", SnapshotStore.fileText(texts[0]))
        let torn = Mutex<[String]>([])
        let running = Mutex(workers)

        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            for worker in 0..<workers {
                Thread.detachNewThread {
                    for _ in 0..<rounds {
                        do {
                            _ = try recording.check(fileName: "shared.txt", lines: texts[worker])
                            _ = try pending.check(fileName: "shared-pending.txt", lines: texts[worker])
                            let seen = SnapshotStore.lines(of: try String(contentsOfFile: path, encoding: .utf8))
                            if !texts.contains(seen) { torn.withLock { $0.append("worker \(worker) read \(seen.count) lines") } }
                        } catch {
                            torn.withLock { $0.append("worker \(worker): \(error)") }
                        }
                    }
                    if running.withLock({
                        $0 -= 1; return $0
                    }) == 0 {
                        finished.resume()
                    }
                }
            }
        }

        #expect(torn.withLock { $0 }.isEmpty)
        #expect(texts.contains(SnapshotStore.lines(of: try folder.read("shared.txt"))))
        #expect(texts.contains(SnapshotStore.lines(of: try folder.read("shared-pending.txt.pending"))))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }
}
