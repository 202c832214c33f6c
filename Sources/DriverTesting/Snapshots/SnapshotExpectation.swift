import Foundation
package import ScreenModel
package import SnapshotFiles
package import Testing

/// The one path every snapshot expectation takes: check against the store, and on a
/// mismatch record an issue that says what to do, with reference, actual and diff
/// attached (collected by `swift test --attachments-path`).
package enum SnapshotExpectation {
    /// The store for references in `directory`, or in `__Snapshots__` beside the test
    /// file `filePath`, configured from the environment.
    package static func store(directory: String?, filePath: StaticString) -> SnapshotStore {
        let folder = directory ?? URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("__Snapshots__").path
        return SnapshotStore.configured(directory: folder)
    }

    /// Records the issue and attachments for `outcome`, if it is not a match.
    package static func report(
        title: String, actual: String, outcome: SnapshotOutcome, masks: [SnapshotMask],
        sourceLocation: SourceLocation
    ) {
        guard let problem = SnapshotProblem(title: title, actual: actual, outcome: outcome, masks: masks) else { return }
        for (name, text) in problem.attachments {
            Attachment.record(text, named: name, sourceLocation: sourceLocation)
        }
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }

    /// Checks a screen's framed text against `<name>.<W>x<H>.txt` and reports a mismatch.
    package static func expectText(
        _ screen: TextScreen, named name: String, masking masks: [SnapshotMask],
        in store: SnapshotStore, sourceLocation: SourceLocation
    ) throws {
        let masked = try screen.masked(by: masks.map { try $0.validated() })
        let lines = masked.framed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let outcome = try store.check(fileName: "\(name).\(screen.size.width)x\(screen.size.height).txt", lines: lines)
        report(
            title: "snapshot \"\(name)\" at \(screen.size.width)x\(screen.size.height)", actual: SnapshotStore.fileText(lines),
            outcome: outcome, masks: masks, sourceLocation: sourceLocation)
    }

    /// Checks an element's subtree against the strict tree reference `<name>.tree.txt`
    /// and reports a mismatch.
    package static func expectTree(
        _ element: ElementSnapshot, named name: String, masking masks: [SnapshotMask],
        in store: SnapshotStore, sourceLocation: SourceLocation
    ) throws {
        let lines = try element.treeSnapshotLines(masking: masks.map { try $0.validated() })
        let outcome = try store.checkTree(fileName: "\(name).tree.txt", lines: lines)
        report(
            title: "tree snapshot \"\(name)\"", actual: SnapshotStore.fileText(lines), outcome: outcome, masks: masks,
            sourceLocation: sourceLocation)
    }
}
