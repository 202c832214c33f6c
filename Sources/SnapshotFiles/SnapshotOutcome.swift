package import ScreenModel

/// What checking a snapshot against its reference file found.
package enum SnapshotOutcome: Sendable, Equatable {
    /// The reference holds this snapshot.
    case matches
    /// No reference exists; the snapshot was written as a pending file to review.
    case missing(reference: String, pending: String)
    /// The reference holds another snapshot; this one was written as a pending file.
    case differs(reference: String, pending: String, diff: TextDiff)
    /// Recording was asked for: the reference was written (new, or replacing `diff`'s).
    case recorded(reference: String, diff: TextDiff?)

    /// Whether the snapshot passed.
    package var passed: Bool { self == .matches }
}
