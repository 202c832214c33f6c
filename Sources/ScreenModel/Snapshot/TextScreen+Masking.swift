extension TextScreen {
    /// The screen with every cell `masks` cover shown as `SnapshotMask.cell`, in the
    /// same rows and columns: a rectangle pads short rows to its right edge (within
    /// the screen), so the reference shows the whole masked area.
    ///
    /// - Throws: `SnapshotFormatError` for a pattern that does not compile.
    package func masked(by masks: [SnapshotMask]) throws -> TextScreen {
        if masks.isEmpty { return self }
        let masked = try lines.enumerated().map { row, line in try masks.mask(line, row: row, width: size.width) }
        return TextScreen(size: size, lines: masked)
    }
}
