public import ScreenModel
import Driver
import DriverTesting
import Foundation
import SnapshotFiles

/// Asserts that `element` and everything inside it (the whole app for an
/// `XCUIApplication`), once the app is idle, matches the strict tree reference
/// `<name>.tree.txt`, as `expectTreeSnapshot(of:named:)` does in Swift Testing.
///
/// A mismatch records a failure at the caller's line with the diff, and writes the new
/// version as a pending file (`journey snapshots review` accepts or rejects it); the
/// reference is written only when `RECORD_SNAPSHOTS=1`. The test goes on, as after any
/// XCTAssert.
///
/// - Parameters:
///   - masking: texts that change from run to run; a rectangle masks the texts of the
///     elements it overlaps.
///   - snapshotDirectory: the references' folder; by default `__Snapshots__` beside the test file.
public func XCTAssertTreeSnapshot(
    _ element: XCUIElement, named name: String, masking: [SnapshotMask] = [], snapshotDirectory: String? = nil,
    file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: "\(file)", line: line, column: column)
    let driverElement = element.element
    let isApplication = element.isApplication
    let root: ElementSnapshot? = BlockingBridge.runRecordingFailure(at: site, fallback: nil) {
        isApplication ? try await driverElement.app.settledElementTree().root : try await driverElement.snapshot()
    }
    guard let root else { return }
    let store = SnapshotExpectation.store(directory: snapshotDirectory, filePath: file)
    do {
        let lines = try root.treeSnapshotLines(masking: masking.map { try $0.validated() })
        let outcome = try store.checkTree(fileName: name + ".tree.txt", lines: lines)
        if let problem = SnapshotProblem(title: "tree snapshot \(name.quotedLiteral)", actual: SnapshotStore.fileText(lines), outcome: outcome, masks: masking) {
            FailureRecorder.record(problem.description, at: site)
        }
    } catch {
        FailureRecorder.record("tree snapshot \(name.quotedLiteral) could not be checked: \(error)", at: site)
    }
}
