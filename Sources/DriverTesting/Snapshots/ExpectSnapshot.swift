public import Driver
public import Testing
import SnapshotFiles

/// Expects what `app` shows, once idle, to match the reference `<name>.<W>x<H>.txt`.
///
/// A mismatch fails the test with the diff and writes the new version as a pending file
/// (`journey snapshots review` accepts or rejects it); the reference is written only when
/// `RECORD_SNAPSHOTS=1`. Reference, actual and diff are attached to the test.
///
/// - Parameters:
///   - masking: parts that change from run to run, compared as `▒` cells.
///   - snapshotDirectory: the references' folder; by default `__Snapshots__` beside the test file.
/// - Throws: `DriverError` when the app cannot be read; an error naming the file or
///   the mask when one cannot be read or written.
public func expectSnapshot(
    of app: App, named name: String, masking: [SnapshotMask] = [], snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let screen = try await app.screenshot()
    try SnapshotExpectation.expectText(
        screen, named: name, masking: masking,
        in: SnapshotExpectation.store(directory: snapshotDirectory, filePath: filePath), sourceLocation: sourceLocation)
}

/// Expects a terminal program's screen (its text, framed) to match the reference
/// `<name>.<W>x<H>.txt`, as `expectSnapshot(of: App, …)` does.
///
/// Pass the screen a wait returned, so the snapshot is of a screen the program finished drawing.
///
/// - Throws: an error naming the file or the mask when one cannot be read or written.
public func expectSnapshot(
    of screen: TerminalScreen, named name: String, masking: [SnapshotMask] = [], snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let text = TextScreen(size: Size(width: screen.columns, height: screen.rows), lines: screen.lines)
    try SnapshotExpectation.expectText(
        text, named: name, masking: masking,
        in: SnapshotExpectation.store(directory: snapshotDirectory, filePath: filePath), sourceLocation: sourceLocation)
}

/// Expects a terminal program's colours and styles, as style runs per row, to match
/// the reference `<name>.styles.<W>x<H>.txt`.
///
/// Each row that holds anything is one line: its number, then each run of cells drawn
/// alike, as its attributes and its quoted text (`3 | bold fg:red "Colour panel"`).
///
/// - Throws: an error naming the file when it cannot be read or written.
public func expectStyleSnapshot(
    of screen: TerminalScreen, named name: String, snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let store = SnapshotExpectation.store(directory: snapshotDirectory, filePath: filePath)
    let lines = screen.styleSummary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let title = "snapshot \"\(name).styles\" at \(screen.columns)x\(screen.rows)"
    let outcome = try store.check(fileName: "\(name).styles.\(screen.columns)x\(screen.rows).txt", lines: lines)
    SnapshotExpectation.report(title: title, actual: lines.map { $0 + "\n" }.joined(), outcome: outcome, masks: [], sourceLocation: sourceLocation)
}
