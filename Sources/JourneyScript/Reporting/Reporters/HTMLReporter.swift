import JourneyTrace
import Sharding

/// The run's HTML report, written when the run finishes by the report's own writer
/// (`ReportWriter`): every run with its steps and times, and with screens, trees, work
/// and log for the runs `policy` covers.
struct HTMLReporter: Reporter {
    /// Where the report goes, absolute.
    let path: String
    /// Which runs keep their detail (`--trace`).
    let policy: TracePolicy
    /// The shard this run is, named in the report.
    let shard: Shard?
    /// Whether the report says when it was made (`--timestamp`).
    let timestamp: Bool
    /// How a path is shown to a person (relative to the current directory).
    let display: @Sendable (String) -> String

    /// Writes the report.
    ///
    /// - Throws: `ReportFileError` when it cannot be written.
    func runFinished(_ run: FinishedRun) throws {
        let traces = run.runs.map { result in
            let trace = result.trace(shard: shard)
            return policy.traces(passed: result.passed) ? trace : trace.withoutDetail
        }
        do {
            try ReportWriter.write(traces, to: path, timestamp: timestamp)
        } catch {
            throw ReportFileError(file: "the HTML report", path: display(path), error: error)
        }
    }
}
