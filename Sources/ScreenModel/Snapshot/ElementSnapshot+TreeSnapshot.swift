extension ElementSnapshot {
    /// This element and everything inside it as a tree snapshot's lines: one element a
    /// line as `dumpLine(includingFrame: false)` writes it (type, label, identifier,
    /// value, placeholder, state), children indented two spaces a level.
    ///
    /// Frames are left out, so a layout move changes nothing; an identifier lost, a
    /// state changed or a value changed under the same text changes a line.
    ///
    /// - Parameter masks: patterns masked on every line; a rectangle masks the label,
    ///   value and placeholder of each element whose frame it overlaps.
    /// - Throws: `SnapshotFormatError` for a pattern that does not compile.
    package func treeSnapshotLines(masking masks: [SnapshotMask] = []) throws -> [String] {
        var lines: [String] = []
        try appendTreeSnapshot(to: &lines, depth: 0, masks: masks)
        return lines
    }

    private func appendTreeSnapshot(to lines: inout [String], depth: Int, masks: [SnapshotMask]) throws {
        var shown = self
        let covering = masks.contains { mask in
            if case let .rectangle(rect) = mask { !rect.intersection(frame).isEmpty } else { false }
        }
        if covering {
            shown.label = Self.masked(label)
            shown.value = value.map(Self.masked)
            shown.placeholderValue = placeholderValue.map(Self.masked)
        }
        let patterns = masks.filter { if case .pattern = $0 { true } else { false } }
        lines.append(String(repeating: "  ", count: depth) + (try patterns.mask(shown.dumpLine(includingFrame: false), row: nil, width: nil)))
        for child in children {
            try child.appendTreeSnapshot(to: &lines, depth: depth + 1, masks: masks)
        }
    }

    private static func masked(_ text: String) -> String {
        String(text.flatMap { Array(repeating: SnapshotMask.cell, count: Swift.max(1, $0.terminalWidth)) })
    }
}
