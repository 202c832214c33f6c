import Foundation

/// The journey runs that failed in the latest run (each a file and the configuration
/// it ran under), kept in the results folder so `--last-failed` can rerun just those,
/// each under the configuration it failed in.
///
/// The file holds one failure a line: the journey file's absolute path, a tab, and the
/// configuration's name. A line without a tab (as older runs wrote) stands for the
/// default configuration.
package struct LastFailedList: Sendable {
    /// One failed run: which file, under which configuration.
    package struct Entry: Sendable, Hashable, Comparable {
        /// The journey file's absolute path.
        package var file: String
        /// The configuration's name.
        package var configuration: String

        /// Creates an entry.
        package init(file: String, configuration: String) {
            self.file = file
            self.configuration = configuration
        }

        /// By file, then configuration.
        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.configuration) < (rhs.file, rhs.configuration)
        }
    }

    /// Where the list lives.
    package var path: String

    /// Creates a list stored at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The recorded failures, or nil when no run has recorded any.
    package func read() -> Set<Entry>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Set(
            text.split(separator: "\n").filter { !$0.isEmpty }.map { line in
                let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
                return Entry(file: parts[0], configuration: parts.count > 1 ? parts[1] : LaunchConfiguration.standard.name)
            })
    }

    /// Records `entries` as the latest run's failures, replacing what was there.
    package func write(_ entries: [Entry]) throws {
        let text = Set(entries).sorted().map { "\($0.file)\t\($0.configuration)\n" }.joined()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
