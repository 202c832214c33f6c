import Foundation
package import ScreenModel

/// A folder of snapshot reference files, one file a snapshot, and where a snapshot
/// that does not match goes instead: a pending file to review, never the reference.
///
/// References are written only when recording is asked for (`RECORD_SNAPSHOTS=1`).
/// A pending file sits beside its reference with `.pending` added to its name, or,
/// when `SNAPSHOTS_PENDING_DIR` names a folder, in that folder at the reference's path
/// (relative to the working folder when inside it), so a hermetic run writes nothing
/// next to its sources. Every file is written atomically (`AtomicFile`).
package struct SnapshotStore: Sendable {
    /// The environment variable that asks for references to be recorded.
    package static let recordVariable = "RECORD_SNAPSHOTS"
    /// The environment variable naming a folder for pending files.
    package static let pendingVariable = "SNAPSHOTS_PENDING_DIR"
    /// What a pending file's name ends with.
    package static let pendingSuffix = ".pending"

    /// The folder, inside the pending folder, for references outside the working folder.
    package static let absoluteFolder = "__absolute__"

    /// The folder holding the references.
    package let directory: String
    /// Whether missing and changed references are written instead of pending files.
    package let records: Bool
    /// The folder pending files go to, or nil for beside their references.
    package let pendingFolder: String?
    /// The folder paths inside the pending folder are relative to.
    package let workingFolder: String

    /// A store of references in `directory`.
    package init(
        directory: String, records: Bool = false, pendingFolder: String? = nil,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) {
        self.directory = Self.absolute(directory)
        self.records = records
        self.pendingFolder = pendingFolder.flatMap { $0.isEmpty ? nil : Self.absolute($0) }
        self.workingFolder = Self.absolute(workingFolder)
    }

    /// A store of references in `directory`, recording when `RECORD_SNAPSHOTS` is set
    /// to anything but empty or `0`, with pending files where `SNAPSHOTS_PENDING_DIR` says.
    package static func configured(directory: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotStore {
        SnapshotStore(
            directory: directory,
            records: environment[recordVariable].map { !$0.isEmpty && $0 != "0" } ?? false,
            pendingFolder: environment[pendingVariable]
        )
    }

    /// The path of the reference named `fileName`.
    package func referencePath(_ fileName: String) -> String {
        directory + "/" + fileName
    }

    /// Where the pending file of the reference at `reference` goes.
    package func pendingPath(forReference reference: String) -> String {
        guard let pendingFolder else { return reference + Self.pendingSuffix }
        let prefix = workingFolder.hasSuffix("/") ? workingFolder : workingFolder + "/"
        let relative = reference.hasPrefix(prefix) ? String(reference.dropFirst(prefix.count)) : Self.absoluteFolder + reference
        return pendingFolder + "/" + relative + Self.pendingSuffix
    }

    /// Checks `actual`, the text a snapshot has now, against the reference `fileName`.
    ///
    /// Passing removes a stale pending file. Failing writes `actual` as the pending file
    /// (the reference is left alone), unless this store records, when it writes the
    /// reference itself.
    ///
    /// - Parameter difference: how the reference's text differs from `actual`, or nil
    ///   when it matches (tree references may hold patterns, so equality is not enough).
    /// - Throws: when a file cannot be read or written, or `difference` throws.
    package func check(fileName: String, actual: String, difference: (String) throws -> TextDiff?) throws -> SnapshotOutcome {
        let reference = referencePath(fileName)
        let pending = pendingPath(forReference: reference)
        let stored = FileManager.default.fileExists(atPath: reference) ? try String(contentsOfFile: reference, encoding: .utf8) : nil
        let diff = try stored.flatMap(difference)
        if stored != nil, diff == nil {
            if FileManager.default.fileExists(atPath: pending) { try? FileManager.default.removeItem(atPath: pending) }
            return .matches
        }
        if records {
            try AtomicFile.write(actual, to: reference)
            if FileManager.default.fileExists(atPath: pending) { try? FileManager.default.removeItem(atPath: pending) }
            return .recorded(reference: reference, diff: diff)
        }
        try AtomicFile.write(actual, to: pending)
        return diff.map { .differs(reference: reference, pending: pending, diff: $0) } ?? .missing(reference: reference, pending: pending)
    }

    /// Checks a snapshot whose reference must equal it line for line (a screen's text).
    ///
    /// - Throws: as `check(fileName:actual:difference:)`.
    package func check(fileName: String, lines: [String]) throws -> SnapshotOutcome {
        try check(fileName: fileName, actual: Self.fileText(lines)) { stored in
            let diff = TextDiff(reference: Self.lines(of: stored), actual: lines)
            return diff.isEmpty ? nil : diff
        }
    }

    /// `path` made absolute (from the working folder) and tidied (no `.` or `..`).
    package static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The file's contents for `lines`: each line ending in a line break.
    package static func fileText(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// The lines of a file's contents, without the last line break's empty line.
    package static func lines(of fileText: String) -> [String] {
        var lines = fileText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
