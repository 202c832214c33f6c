package import Foundation

/// Trace files on disk: one JSON document per journey run, named `<name>.trace.json`.
package enum TraceFile {
    /// The ending of every trace file's name.
    package static let suffix = ".trace.json"
    /// The largest trace file read, so a wrong path cannot exhaust memory.
    package static let sizeLimit = 256 * 1024 * 1024

    /// The trace as its file holds it: compact JSON with sorted keys, so the same trace
    /// gives the same bytes.
    package static func data(for trace: Trace) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(trace)
    }

    /// Writes `trace` to `folder/<stem>.trace.json` and returns the path.
    @discardableResult
    package static func write(_ trace: Trace, to folder: String, stem: String) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + stem + suffix
        try data(for: trace).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// Reads the trace in `path`.
    ///
    /// - Throws: `TraceFileError` naming the file and what is wrong with it.
    package static func read(_ path: String) throws(TraceFileError) -> Trace {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? Int else { throw .unreadable(path: path, reason: "no such file") }
        guard size <= sizeLimit else { throw .unreadable(path: path, reason: "it is \(size) bytes, over the limit of \(sizeLimit)") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        return try decode(data, from: path)
    }

    /// Decodes a trace, checking its format and version first.
    package static func decode(_ data: Data, from path: String) throws(TraceFileError) -> Trace {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { throw .notATrace(path: path) }
        guard header.format == Trace.formatName else { throw .notATrace(path: path) }
        guard header.version == Trace.currentVersion else {
            throw .unsupportedVersion(path: path, version: header.version ?? 0)
        }
        do {
            return try JSONDecoder().decode(Trace.self, from: data)
        } catch {
            throw .malformed(path: path, reason: "\(error)")
        }
    }

    /// The trace files in `folder` and its subfolders, sorted by path.
    package static func paths(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(suffix) { paths.append(folder + "/" + relative) }
        }
        return paths.sorted()
    }
}

/// Why a trace file could not be read.
package enum TraceFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is missing, too big or unreadable.
    case unreadable(path: String, reason: String)
    /// The file is not a journey trace.
    case notATrace(path: String)
    /// The file is a trace of a version this library does not read.
    case unsupportedVersion(path: String, version: Int)
    /// The file is a trace but its content is wrong.
    case malformed(path: String, reason: String)

    /// What is wrong, naming the file.
    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read \(path): \(reason)"
        case let .notATrace(path):
            "\(path) is not a journey trace (a JSON file with \"format\": \"\(Trace.formatName)\")"
        case let .unsupportedVersion(path, version):
            "\(path) is a trace of version \(version); this journey reads version \(Trace.currentVersion)"
        case let .malformed(path, reason):
            "\(path) is a damaged trace: \(reason)"
        }
    }
}
