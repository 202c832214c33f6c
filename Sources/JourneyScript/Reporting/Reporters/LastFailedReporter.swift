/// The list of journeys that failed or flaked, which `--last-failed` runs again, written
/// when the run finishes. After an interruption, the failures recorded before for the
/// journeys that did not finish are kept: nothing new is known about them.
struct LastFailedReporter: Reporter {
    /// The list's file.
    let list: LastFailedList
    /// Makes a journey's file absolute, as the list keeps it.
    let absolutePath: @Sendable (String) -> String
    /// How a path is shown to a person (relative to the current directory).
    let display: @Sendable (String) -> String

    /// Writes the list.
    ///
    /// - Throws: `ReportFileError` when it cannot be written.
    func runFinished(_ run: FinishedRun) throws {
        let entry = { (outcome: JourneyOutcome) in
            LastFailedList.Entry(file: absolutePath(outcome.journey.file), configuration: outcome.configuration.name)
        }
        var failures = run.outcomes.filter { $0.status == .failed || $0.status == .flaky }.map(entry)
        if run.signal != nil, let earlier = list.read() {
            let finished = Set(run.outcomes.filter { $0.status != .interrupted }.map(entry))
            failures += earlier.filter { !finished.contains($0) }
        }
        do {
            try list.write(failures)
        } catch {
            throw ReportFileError(file: "the list of failed journeys", path: display(list.path), error: error)
        }
    }
}
