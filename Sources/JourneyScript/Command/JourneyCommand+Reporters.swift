import Foundation

extension JourneyCommand {
    /// The reporters of a run with `invocation`, in the order they hear each event: the
    /// run's files (failure files, traces), the console's lines, the progress, then the
    /// files of the end of the run (the JUnit file with `--junit`, the last-failed list,
    /// the HTML report, the durations file) and last the summary, which names them.
    ///
    /// - Parameters:
    ///   - console: prints the run's lines.
    ///   - progress: shows the progress; the console prints through its display.
    func reporters(for invocation: Invocation, results: ResultsFolder, console: ConsoleReporter, progress: ProgressReporter) -> [any Reporter] {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let display: @Sendable (String) -> String = { self.display($0) }
        var reporters: [any Reporter] = [ResultFilesReporter(results: results, policy: invocation.trace), console, progress]
        if let junitPath = invocation.junitPath {
            reporters.append(JUnitReporter(path: loader.absolutePath(junitPath), results: results, display: display))
        }
        let report = reportPath(invocation, results: results)
        reporters += [
            LastFailedReporter(list: results.lastFailed, absolutePath: { loader.absolutePath($0) }, display: display),
            HTMLReporter(path: report, policy: invocation.trace, shard: invocation.shard, timestamp: invocation.timestamp, display: display),
            DurationsReporter(path: results.root + "/" + ReportWriter.durationsFileName, warn: errorOutput),
            SummaryReporter(console: console, traces: display(results.traces), policy: invocation.trace, report: display(report)),
        ]
        return reporters
    }
}
