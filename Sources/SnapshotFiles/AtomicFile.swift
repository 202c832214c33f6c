import Foundation
import SystemLayer

/// Writes a file whole or not at all: the text goes to a temporary file of its own in
/// the same folder, which is then renamed over the path. Readers see the old file or
/// the new one, never a part; writers at once each leave a whole file, the last
/// rename winning.
package enum AtomicFile {
    /// Writes `text` to `path`, creating its folder if needed.
    ///
    /// - Throws: when the folder cannot be made or the file written or renamed.
    package static func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        // Unique to this write: the process and a random number, so concurrent writers
        // in one process or many never share a temporary file.
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).partial"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            try Posix.rename(temporary, to: path)
        } catch {
            _ = Posix.unlink(temporary)
            throw error
        }
    }
}
