/// The run's progress beside the console's lines (`ProgressDisplay`): updated as each
/// journey run begins, steps and finishes, and taken away when the run finishes, before
/// the files of the end of the run and the summary.
///
/// It comes after the console in the list, so a step's lines are printed before the
/// progress they bring.
struct ProgressReporter: Reporter {
    /// Where the progress is shown; the console prints through it.
    let display: ProgressDisplay
    /// Counts the runs and estimates the time left.
    let tracker: ProgressTracker

    /// Shows the progress.
    func journeyBegan(_ id: RunID) {
        display.update(tracker.progress)
    }

    /// Shows the progress.
    func stepFinished(_ step: StepResult, of id: RunID) {
        display.update(tracker.progress)
    }

    /// Counts the run in and shows the progress; writes no file.
    func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] {
        display.update(tracker.finished(result))
        return []
    }

    /// Takes the status line away.
    func runFinished(_ run: FinishedRun) throws {
        display.finish()
    }
}
