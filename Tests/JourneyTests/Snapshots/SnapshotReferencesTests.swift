import Foundation
import Driver
import Testing

@Suite("Snapshot references")
struct SnapshotReferencesTests {
    let folder: TemporaryFolder
    let snapshot = TextSnapshot(name: "total", screen: TextScreen(size: Size(width: 6, height: 1), lines: ["€9.60"]))

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test("a missing reference fails and writes nothing unless recording was asked for")
    func missingReferenceIsNotWritten() throws {
        let references = SnapshotReferences(directory: folder.path, records: false)

        let outcome = try references.compare(snapshot)

        #expect(outcome == .missing(path: folder.path + "/total.6x1.txt"))
        #expect(!folder.contains("total.6x1.txt"))
    }

    @Test("recording writes the framed screen, and the next run matches it")
    func recordingWritesTheReference() throws {
        let outcome = try SnapshotReferences(directory: folder.path, records: true).compare(snapshot)

        #expect(outcome == .recorded(path: folder.path + "/total.6x1.txt", diff: nil))
        #expect(try folder.read("total.6x1.txt") == "+------+\n|€9.60 |\n+------+\n")
        #expect(try SnapshotReferences(directory: folder.path, records: false).compare(snapshot) == .matches)
    }

    @Test("a changed screen fails with the line diff and leaves the reference alone")
    func changedScreenDiffers() throws {
        try "+------+\n|€9.70 |\n+------+\n".write(toFile: folder.path + "/total.6x1.txt", atomically: false, encoding: .utf8)

        let outcome = try SnapshotReferences(directory: folder.path, records: false).compare(snapshot)

        let expectedDiff = TextDiff(reference: ["+------+", "|€9.70 |", "+------+"], actual: ["+------+", "|€9.60 |", "+------+"])
        #expect(outcome == .differs(path: folder.path + "/total.6x1.txt", diff: expectedDiff))
        #expect(try folder.read("total.6x1.txt") == "+------+\n|€9.70 |\n+------+\n")
    }

    @Test("a failure message says where the reference is and how to record it")
    func missingMessageTellsTheNextStep() throws {
        let problem = try #require(SnapshotProblem(snapshot: snapshot, outcome: .missing(path: "/src/pkg/Tests/JourneyTests/Snapshots/__References__/total.6x1.txt")))

        #expect(problem.description.hasPrefix("""
            snapshot "total" at 6x1 has no reference at Tests/JourneyTests/Snapshots/__References__/total.6x1.txt.
            Record it with RECORD_SNAPSHOTS=1 swift test --filter JourneyTests, review it, and commit it.
            """))
    }
}
