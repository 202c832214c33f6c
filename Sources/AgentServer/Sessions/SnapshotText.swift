/// How a snapshot reads: one element a line, its ref first, indented one space a level;
/// and what changed between two snapshots, one changed element a line.
enum SnapshotText {
    /// `e3 button "Log In" #loginButton [disabled]`, indented by depth.
    static func lines(of snapshot: RefBook.Snapshot) -> [String] {
        snapshot.lines.map { String(repeating: " ", count: $0.depth) + $0.ref + " " + $0.text }
    }

    /// `+ e9 …` for an element that appeared, `- e5 …` for one that went, `~ e3 …` (its
    /// new line) for one that changed, in the new snapshot's order, the gone ones last.
    static func changes(from earlier: RefBook.Snapshot, to later: RefBook.Snapshot) -> [String] {
        let before = Dictionary(earlier.lines.filter { $0.ref != "-" }.map { ($0.ref, $0.text) }, uniquingKeysWith: { first, _ in first })
        let laterRefs = Set(later.lines.map(\.ref))
        var lines: [String] = []
        for line in later.lines where line.ref != "-" {
            switch before[line.ref] {
            case nil: lines.append("+ \(line.ref) \(line.text)")
            case line.text?: continue
            default: lines.append("~ \(line.ref) \(line.text)")
            }
        }
        for line in earlier.lines where line.ref != "-" && !laterRefs.contains(line.ref) {
            lines.append("- \(line.ref) \(line.text)")
        }
        return lines
    }

    /// What changed from snapshot `since` (`earlier`) to the one just `taken`: found line
    /// by line when `since` is the snapshot right before and the tree kept its shape, else
    /// by ref.
    static func changes(since: Int, earlier: RefBook.Snapshot, to taken: RefBook.Taken) -> [String] {
        taken.hasRefsOfPrevious && since == taken.number - 1
            ? changes(lineByLineFrom: earlier, to: taken.snapshot) : changes(from: earlier, to: taken.snapshot)
    }

    /// What `changes(from:to:)` says when the two snapshots have the same refs line for
    /// line, none twice: `~ e3 …` for each line whose text changed, found without looking
    /// refs up.
    static func changes(lineByLineFrom earlier: RefBook.Snapshot, to later: RefBook.Snapshot) -> [String] {
        precondition(earlier.lines.count == later.lines.count, "snapshots compared line by line have as many lines")
        var lines: [String] = []
        for (before, line) in zip(earlier.lines, later.lines) where line.ref != "-" && line.text != before.text {
            lines.append("~ \(line.ref) \(line.text)")
        }
        return lines
    }
}
