import Foundation
package import ScreenModel
import SystemLayer

/// A snapshot that did not match its reference, waiting for a person to accept it
/// (it replaces the reference) or reject it (it is deleted).
package struct PendingSnapshot: Sendable, Equatable {
    /// The pending file.
    package let path: String
    /// The reference it would replace (which may not exist yet).
    package let reference: String

    /// The pending file at `path`, for the reference at `reference`.
    package init(path: String, reference: String) {
        self.path = path
        self.reference = reference
    }

    /// Whether the reference exists: false for a new snapshot.
    package var replacesReference: Bool { FileManager.default.fileExists(atPath: reference) }

    /// What accepting would change: the reference's lines against the pending file's.
    ///
    /// - Throws: when a file cannot be read.
    package func diff() throws -> TextDiff {
        let old = replacesReference ? try String(contentsOfFile: reference, encoding: .utf8) : ""
        let new = try String(contentsOfFile: path, encoding: .utf8)
        return TextDiff(reference: SnapshotStore.lines(of: old), actual: SnapshotStore.lines(of: new))
    }

    /// Makes the pending file the reference (written atomically) and removes it.
    ///
    /// - Throws: when a file cannot be read, written or removed.
    package func accept() throws {
        try AtomicFile.write(String(contentsOfFile: path, encoding: .utf8), to: reference)
        try FileManager.default.removeItem(atPath: path)
    }

    /// Removes the pending file, leaving the reference as it was.
    ///
    /// - Throws: when the file cannot be removed.
    package func reject() throws {
        try FileManager.default.removeItem(atPath: path)
    }

    /// The pending files under `roots` (beside their references), and in
    /// `pendingFolder` when given (references under `workingFolder`), sorted by path.
    /// Build and version-control folders are not searched.
    package static func all(
        under roots: [String], pendingFolder: String?,
        workingFolder: String = FileManager.default.currentDirectoryPath
    ) -> [PendingSnapshot] {
        var found: [PendingSnapshot] = []
        for root in roots {
            for path in files(under: root) where !isInside(path, pendingFolder) {
                found.append(PendingSnapshot(path: path, reference: String(path.dropLast(SnapshotStore.pendingSuffix.count))))
            }
        }
        if let pendingFolder, !pendingFolder.isEmpty {
            let prefix = pendingFolder.hasSuffix("/") ? pendingFolder : pendingFolder + "/"
            for path in files(under: pendingFolder) {
                let relative = String(path.dropFirst(prefix.count).dropLast(SnapshotStore.pendingSuffix.count))
                let reference =
                    relative.hasPrefix(SnapshotStore.absoluteFolder + "/")
                    ? String(relative.dropFirst(SnapshotStore.absoluteFolder.count))
                    : workingFolder + "/" + relative
                found.append(PendingSnapshot(path: path, reference: reference))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.path).inserted }.sorted { ($0.reference, $0.path) < ($1.reference, $1.path) }
    }

    private static func isInside(_ path: String, _ folder: String?) -> Bool {
        guard let folder, !folder.isEmpty else { return false }
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        return path.hasPrefix(absolute.hasSuffix("/") ? absolute : absolute + "/")
    }

    private static func files(under root: String) -> [String] {
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name == ".build" || name == ".git" {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(SnapshotStore.pendingSuffix) { paths.append(base + "/" + relative) }
        }
        return paths
    }
}
