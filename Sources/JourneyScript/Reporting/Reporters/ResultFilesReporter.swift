import JourneyTrace

/// Each journey run's files in the results folder, written as the run finishes: its
/// failure files when it failed (`FailureReport`), its trace when `policy` covers it.
struct ResultFilesReporter: Reporter {
    /// Where the files go.
    let results: ResultsFolder
    /// Which runs leave a trace (`--trace`).
    let policy: TracePolicy

    /// Writes the run's files and returns their paths.
    ///
    /// - Throws: the file system's error when one cannot be written.
    func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] {
        try results.record(result, trace: policy)
    }
}
