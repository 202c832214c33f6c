import Foundation

/// A fresh folder under the system's temporary directory, removed with everything in it
/// when the value goes away, so tests running in parallel never share files.
final class TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("journey-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

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
