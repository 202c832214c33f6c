import JourneyTrace

/// The console's last lines, printed when the run finishes, after every file of the run
/// is written: the counts and the time, where the traces and the report are, and what an
/// interruption stopped.
struct SummaryReporter: Reporter {
    /// Prints the summary as its layout wants it.
    let console: ConsoleReporter
    /// Where traces go, as the summary names it.
    let traces: String
    /// Which runs left a trace (`--trace`).
    let policy: TracePolicy
    /// Where the report is, as the summary names it.
    let report: String

    /// Prints the summary.
    func runFinished(_ run: FinishedRun) {
        let traced = run.runs.contains { policy.traces(passed: $0.passed) }
        console.summary(
            run.outcomes, duration: run.duration, traces: traced ? traces : nil, report: report,
            interruption: run.signal.map { ($0, run.notRun) })
    }
}
