import Driver
import Testing

/// Expects a terminal program's screen (its text, framed) to match the committed
/// reference `<name>.<W>x<H>.txt`; records an issue that says what to do when it does not.
///
/// Pass the screen a wait returned, so the snapshot is of a screen the program finished drawing.
func expectSnapshot(
    of screen: TerminalScreen, named name: String, in references: SnapshotReferences = .committed,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expect(TextSnapshot(name: name, terminalScreen: screen), in: references, sourceLocation: sourceLocation)
}

/// Expects a terminal program's colours and styles, as style runs per row, to match
/// the committed reference `<name>.styles.<W>x<H>.txt`.
///
/// Each row that holds anything is one line: its number, then each run of cells drawn
/// alike, as its attributes and its quoted text (`3 | bold fg:red "Colour panel"`).
func expectStyleSnapshot(
    of screen: TerminalScreen, named name: String, in references: SnapshotReferences = .committed,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    try expect(TextSnapshot(name: name, styleRunsOf: screen), in: references, sourceLocation: sourceLocation)
}

private func expect(_ snapshot: TextSnapshot, in references: SnapshotReferences, sourceLocation: SourceLocation) throws {
    let outcome = try references.compare(snapshot)
    if let problem = SnapshotProblem(snapshot: snapshot, outcome: outcome) {
        Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }
}

extension TextSnapshot {
    /// The framed text of a terminal program's screen.
    init(name: String, terminalScreen screen: TerminalScreen) {
        self.name = name
        size = Size(width: screen.columns, height: screen.rows)
        lines = screen.framed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The style runs of a terminal program's screen, under `<name>.styles`.
    init(name: String, styleRunsOf screen: TerminalScreen) {
        self.name = name + ".styles"
        size = Size(width: screen.columns, height: screen.rows)
        lines = screen.styleSummary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
