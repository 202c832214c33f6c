import Foundation

/// How long each journey file (or Swift test) took in earlier runs, for `--shard i/n
/// --durations FILE` and the `.shardSelection` trait's `JOURNEY_DURATIONS`.
///
/// The file is JSON: `{"format": "journey-durations", "version": 1, "seconds": {"journeys/a.journey": 0.031, …}}`,
/// keyed by the journey file as runs name it, or by the Swift test as
/// `Module.Suite/test()`. Every run writes one to its results
/// folder (`.journey-results/durations.json`), keeping what it did not run, and
/// `journey merge` writes one for all the shards it merges.
package struct DurationsFile: Sendable, Equatable, Codable {
    /// Always `journey-durations`.
    package var format = "journey-durations"
    /// The version of the format: 1.
    package var version = 1
    /// Seconds by journey file.
    package var seconds: [String: Double]

    /// Creates a table of durations.
    package init(seconds: [String: Double] = [:]) {
        self.seconds = seconds
    }

    /// The seconds `file` took, if known; a path given with a leading `./` counts as without.
    package func seconds(for file: String) -> Double? {
        seconds[Self.key(file)]
    }

    /// The key a file is kept under.
    static func key(_ file: String) -> String {
        var key = file
        while key.hasPrefix("./") { key.removeFirst(2) }
        return key
    }

    /// Records `seconds` for `file`.
    package mutating func record(_ seconds: Double, for file: String) {
        self.seconds[Self.key(file)] = seconds
    }

    /// Reads the durations file at `path`.
    ///
    /// - Throws: `DurationsFile.ReadError` saying whether the file is missing or not a durations file.
    package static func load(_ path: String) throws(ReadError) -> DurationsFile {
        guard let data = FileManager.default.contents(atPath: path) else { throw .missing(path: path) }
        guard let file = try? JSONDecoder().decode(DurationsFile.self, from: data), file.format == "journey-durations", file.version == 1 else {
            throw .notDurations(path: path)
        }
        return file
    }

    /// Writes the table, sorted, to `path`.
    package func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
