import Foundation
import JourneyTrace

/// Writes report pages to disk.
enum ReportWriter {
    /// The report's file name where no other is given.
    static let fileName = "report.html"
    /// The durations file's name in a results folder.
    static let durationsFileName = "durations.json"

    /// Writes the report of `traces` to `path` and returns its data; with `timestamp`,
    /// the page says when it was made.
    @discardableResult
    static func write(_ traces: [Trace], to path: String, timestamp: Bool) throws -> ReportData {
        let data = ReportData(traces: traces, generatedAt: timestamp ? Self.now() : nil)
        try write(data, to: path)
        return data
    }

    /// Writes `data`'s page to `path`.
    static func write(_ data: ReportData, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ReportPage.html(data).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Now, in ISO 8601, in UTC.
    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
