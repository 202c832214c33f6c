import Foundation

/// The journey files that failed in the latest run, kept in the results folder so
/// `--last-failed` can rerun just those.
///
/// The file holds one absolute path a line.
public struct LastFailedList: Sendable {
    /// Where the list lives.
    public var path: String

    /// Creates a list stored at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The recorded files, or nil when no run has recorded any.
    public func read() -> Set<String>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty })
    }

    /// Records `files` (absolute paths) as the latest run's failures, replacing what was there.
    public func write(_ files: [String]) throws {
        let text = Set(files).sorted().map { $0 + "\n" }.joined()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
