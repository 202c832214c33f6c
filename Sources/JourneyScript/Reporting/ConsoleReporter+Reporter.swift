/// The console's lines as a run's reporter: the plan's notes, each journey's header, a
/// line per step, and each journey's verdict pointing at the files written for it.
/// The summary at the end is `SummaryReporter`'s, printed after every file is written.
extension ConsoleReporter: Reporter {
    /// Prints the notes, and a blank line after them when there are any.
    func runBegan(notes: [String]) {
        notes.forEach(note)
        if !notes.isEmpty { note("") }
    }

    /// Prints the journey run's header.
    func journeyBegan(_ id: RunID) {
        started(id)
    }

    /// Prints the step's lines.
    func stepFinished(_ step: StepResult, of id: RunID) {
        stepFinished(id, step)
    }

    /// Prints the journey run's verdict, pointing at `files`; writes none itself.
    func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] {
        finished(result, files: files.map(display))
        return []
    }
}
