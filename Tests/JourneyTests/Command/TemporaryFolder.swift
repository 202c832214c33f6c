import Driver
import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it
/// when the value goes away, so tests running in parallel never share files.
///
/// The folder is the driver's kind of temporary directory: locked by this process for
/// as long as the value lives, so the folders of a test process that was killed (which
/// could not remove them) are removed by the next one to make a folder here.
final class TemporaryFolder {
    /// How the folders' names begin: `journey-files-` and six characters.
    static let prefix = "journey-files"

    /// The folder's absolute path.
    let path: String
    private let directory: TemporaryDirectory

    init() throws {
        // Recordings of a killed process still have a tmux server running in their
        // folder: ended first, before their folders go with the rest.
        _ = TemporaryFolder.abandonedRecordingsEnded
        directory = try TemporaryDirectory(prefix: Self.prefix, in: FileManager.default.temporaryDirectory.path)
        path = directory.path
    }

    private static let abandonedRecordingsEnded: Void = RecordingInTmux.removeAbandoned()

    /// Writes `contents` to `name` (which may include subfolders) inside the folder.
    func write(_ name: String, _ contents: String) throws {
        let file = path + "/" + name
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: file, atomically: true, encoding: .utf8)
    }

    /// The contents of `name` inside the folder.
    func read(_ name: String) throws -> String {
        try String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    /// Whether `name` exists inside the folder.
    func contains(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + name)
    }
}
