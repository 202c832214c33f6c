import Foundation
import Testing

/// The folder of committed reference files that snapshots are compared with, and
/// whether this run may write them.
///
/// References are written only when a developer asks: `RECORD_SNAPSHOTS=1`. Otherwise
/// (always on CI) a missing or different reference is a failure that says where the
/// file is, how to record it, and what changed.
struct SnapshotReferences: Sendable {
    /// The folder holding the `.txt` references.
    let directory: String
    /// Whether missing and changed references are written instead of only reported.
    let records: Bool

    /// `__References__` beside this file, recording when `RECORD_SNAPSHOTS` is set to
    /// anything but `0`.
    static let committed = SnapshotReferences(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__References__").path,
        records: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    )

    /// What comparing a snapshot with its reference found.
    enum Outcome: Sendable, Equatable {
        /// The reference holds exactly this screen.
        case matches
        /// No reference exists, and this run may not write one.
        case missing(path: String)
        /// The reference holds another screen.
        case differs(path: String, diff: TextDiff)
        /// A reference was written (new, or replacing `diff`'s).
        case recorded(path: String, diff: TextDiff?)
    }

    /// Compares `snapshot` with its reference, writing it first if this run records.
    ///
    /// - Throws: when a reference cannot be read or written.
    func compare(_ snapshot: TextSnapshot) throws -> Outcome {
        let path = directory + "/" + snapshot.fileName
        let reference = FileManager.default.fileExists(atPath: path) ? try String(contentsOfFile: path, encoding: .utf8) : nil
        if reference == snapshot.fileText { return .matches }
        let diff = reference.map { TextDiff(reference: Self.lines(of: $0), actual: snapshot.lines) }
        guard records else {
            return diff.map { .differs(path: path, diff: $0) } ?? .missing(path: path)
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try snapshot.fileText.write(toFile: path, atomically: true, encoding: .utf8)
        return .recorded(path: path, diff: diff)
    }

    private static func lines(of fileText: String) -> [String] {
        var lines = fileText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
