import ScreenModel

extension SnapshotStore {
    /// Checks a tree's snapshot lines against the strict tree reference `fileName`.
    ///
    /// The pending (or recorded) file keeps every reference line that still matches as
    /// the reference wrote it, so a `/pattern/` survives a review.
    ///
    /// - Throws: `SnapshotFormatError` when the reference cannot be read (naming its
    ///   line), or when a file cannot be read or written.
    package func checkTree(fileName: String, lines: [String]) throws -> SnapshotOutcome {
        var written = lines
        let outcome = try check(fileName: fileName, actual: Self.fileText(lines)) { stored in
            guard let diff = try TreeSnapshotReference(stored).difference(from: lines) else { return nil }
            written = diff.merged
            return diff
        }
        guard written != lines else { return outcome }
        // The reference stood for some lines: write them as it wrote them.
        switch outcome {
        case let .differs(_, pending, _), let .missing(_, pending): try AtomicFile.write(Self.fileText(written), to: pending)
        case let .recorded(reference, _): try AtomicFile.write(Self.fileText(written), to: reference)
        case .matches: break
        }
        return outcome
    }
}
