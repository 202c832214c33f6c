/// The tree a snapshot expects, read from its text: compared with a tree's lines
/// strictly, or as an ordered subset when asked for.
///
/// A reference line is a tree line (`button "Pay" #payButton [disabled]`) whose quoted
/// texts may be `/patterns/` instead (`label: /Order #\d+/`), matched whole.
package struct TreeSnapshotReference: Sendable {
    /// The reference's lines as written, blank lines left out.
    package let lines: [String]

    /// Reads a reference; lines holding only spaces are skipped.
    ///
    /// - Throws: `SnapshotFormatError` naming the first line that cannot be read.
    package init(_ text: String) throws {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
            .filter { !$0.allSatisfy { $0 == " " } }
        _ = try Self.read(lines)
    }

    /// How the reference differs from `actual` (a tree's `treeSnapshotLines`), or nil
    /// when it matches.
    ///
    /// Strict (the default): the same elements, in the same order, at the same depths.
    /// Partial: every reference line matches some line of the tree, in order, at any
    /// depth; the diff then shows only the reference lines not found.
    package func difference(from actual: [String], partial: Bool = false) -> TextDiff? {
        // Both were read once already (the reference in init, the tree by its renderer).
        guard let expected = try? Self.read(lines), let found = try? Self.read(actual, validatingDepth: false) else {
            return TextDiff(reference: lines, actual: actual)
        }
        let diff = TextDiff(reference: lines, actual: actual) { expected[$0].matches(found[$1], comparingDepth: !partial) }
        if partial {
            let missing = diff.lines.contains { if case .removed = $0 { true } else { false } }
            return missing ? TextDiff(lines: diff.lines.filter { if case .added = $0 { false } else { true } }) : nil
        }
        return diff.isEmpty ? nil : diff
    }

    private static func read(_ lines: [String], validatingDepth: Bool = true) throws -> [TreeSnapshotLine] {
        var read: [TreeSnapshotLine] = []
        for (offset, text) in lines.enumerated() {
            let line = try TreeSnapshotLine(text, number: offset + 1)
            if validatingDepth, line.depth > (read.last.map { $0.depth + 1 } ?? 0) {
                throw SnapshotFormatError.badIndentation(line: offset + 1, text: text)
            }
            read.append(line)
        }
        return read
    }
}
