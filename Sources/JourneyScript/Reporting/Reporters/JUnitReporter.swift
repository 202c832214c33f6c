import Foundation

/// The JUnit XML file (`--junit FILE`), written when the run finishes: a test case per
/// journey run, a failed one pointing at its failure files.
struct JUnitReporter: Reporter {
    /// Where the file goes, absolute.
    let path: String
    /// Where the failure files of each run are.
    let results: ResultsFolder
    /// How a path is shown to a person (relative to the current directory).
    let display: @Sendable (String) -> String

    /// Writes the file, creating its folder.
    ///
    /// - Throws: `ReportFileError` when the folder or the file cannot be written.
    func runFinished(_ run: FinishedRun) throws {
        let artifacts = Dictionary(
            run.runs.filter { !$0.passed }.map { ($0.id, display(results.failureFolder(for: $0.id))) },
            uniquingKeysWith: { first, _ in first })
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try JUnitReport.xml(for: run.outcomes, duration: run.duration, artifacts: artifacts).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ReportFileError(file: "the JUnit file", path: display(path), error: error)
        }
    }
}
