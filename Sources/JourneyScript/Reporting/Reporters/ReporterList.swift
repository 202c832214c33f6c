/// The reporters of a run, each told every event in list order, and what happens when
/// one fails.
///
/// A reporter that cannot write what it writes for one journey run is named in a
/// warning, and the reporters after it still hear of the journey: one journey's missing
/// trace does not hide the rest of the run. A reporter that cannot write its file at the
/// end of the run ends the command with its error: the reporters after it are not told
/// (the summary is not printed over a run whose JUnit file or report is missing).
struct ReporterList: Sendable {
    /// The reporters, in the order they hear each event.
    let reporters: [any Reporter]
    private let warn: @Sendable (String) -> Void

    /// Creates the list; `warn` receives the warnings (standard error, by the command).
    init(_ reporters: [any Reporter], warn: @escaping @Sendable (String) -> Void) {
        self.reporters = reporters
        self.warn = warn
    }

    /// Tells every reporter the run began.
    func runBegan(notes: [String]) {
        for reporter in reporters { reporter.runBegan(notes: notes) }
    }

    /// Tells every reporter what `event` says.
    func handle(_ event: RunEvent) {
        switch event {
        case let .started(id):
            for reporter in reporters { reporter.journeyBegan(id) }
        case let .stepFinished(id, step):
            for reporter in reporters { reporter.stepFinished(step, of: id) }
        case let .finished(result):
            var files: [String] = []
            for reporter in reporters {
                do {
                    files += try reporter.journeyFinished(result, files: files)
                } catch {
                    warn("warning: could not write the reports of \(result.id): \(error)\n")
                }
            }
        }
    }

    /// Tells every reporter the run finished, in order, until one fails.
    ///
    /// - Throws: the first reporter's error.
    func runFinished(_ run: FinishedRun) throws {
        for reporter in reporters { try reporter.runFinished(run) }
    }
}
