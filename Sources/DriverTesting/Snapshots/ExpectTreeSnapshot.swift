public import Driver
public import Testing

/// Expects `app`'s whole element tree, once idle, to match the strict tree reference
/// `<name>.tree.txt`: one element a line (type, label, identifier, value, state),
/// children indented, no frames.
///
/// Every element counts: one added, removed or changed fails, a layout move does not.
/// A reference may write a text as a `/pattern/`. A mismatch fails the test with the
/// diff and writes a pending file to review (`journey snapshots review`); the reference
/// is written only when `RECORD_SNAPSHOTS=1`.
///
/// - Parameters:
///   - masking: texts that change from run to run; a rectangle masks the texts of the
///     elements it overlaps.
///   - snapshotDirectory: the references' folder; by default `__Snapshots__` beside the test file.
/// - Throws: `DriverError` when the app cannot be read; `SnapshotFormatError` naming
///   the line of a reference that cannot be read; an error naming a file that cannot
///   be read or written.
public func expectTreeSnapshot(
    of app: App, named name: String, masking: [SnapshotMask] = [], snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let tree = try await app.settledElementTree()
    try SnapshotExpectation.expectTree(
        tree.root, named: name, masking: masking,
        in: SnapshotExpectation.store(directory: snapshotDirectory, filePath: filePath), sourceLocation: sourceLocation)
}

/// Expects `element` and everything inside it, once the app is idle, to match the
/// strict tree reference `<name>.tree.txt`, as `expectTreeSnapshot(of: App, …)` does.
///
/// - Throws: as `expectTreeSnapshot(of: App, …)`; `DriverError.noSuchElement` or
///   `multipleMatches` when the query does not name one element.
public func expectTreeSnapshot(
    of element: Element, named name: String, masking: [SnapshotMask] = [], snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let snapshot = try await element.snapshot()
    try SnapshotExpectation.expectTree(
        snapshot, named: name, masking: masking,
        in: SnapshotExpectation.store(directory: snapshotDirectory, filePath: filePath), sourceLocation: sourceLocation)
}
