/// One output of a run of journeys (the console's lines, the failure files, the JUnit
/// file, the HTML report…), told what happens as it happens.
///
/// A run tells every reporter each event in the order of its list (`ReporterList`): the
/// run began, each journey run began, each of its steps finished, it finished, and the
/// run finished. Journeys that run at once interleave their events, from several
/// threads: a reporter guards what it keeps. Every event has a default that does
/// nothing, so a reporter implements only the events it uses; adding an output adds a
/// reporter, not a branch in the command.
protocol Reporter: Sendable {
    /// The run began; `notes` are lines to show before any journey (what the plan left out).
    func runBegan(notes: [String])
    /// A journey run began.
    func journeyBegan(_ id: RunID)
    /// A step of the journey run `id` finished.
    func stepFinished(_ step: StepResult, of id: RunID)
    /// A journey run finished. `files` are the paths the reporters before this one wrote
    /// for it; returns the paths this one wrote, which the reporters after it are told.
    ///
    /// - Throws: when it could not write what it writes for the run; the run warns and
    ///   goes on, and the reporters after it still hear of the journey.
    func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String]
    /// Every journey that was going to run has run, or the run was interrupted.
    ///
    /// - Throws: `ReportFileError` when it could not write its file; the command ends
    ///   with that error, and the reporters after it are not told.
    func runFinished(_ run: FinishedRun) throws
}

extension Reporter {
    /// Does nothing.
    func runBegan(notes: [String]) {}
    /// Does nothing.
    func journeyBegan(_ id: RunID) {}
    /// Does nothing.
    func stepFinished(_ step: StepResult, of id: RunID) {}
    /// Writes nothing.
    func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] { [] }
    /// Does nothing.
    func runFinished(_ run: FinishedRun) throws {}
}
