/// Something that happened during a suite run, reported as it happens so the console
/// can show progress.
package enum RunEvent: Sendable {
    /// A journey run began.
    case started(RunID)
    /// A step of a journey run finished.
    case stepFinished(RunID, StepResult)
    /// A journey run finished.
    case finished(JourneyResult)
}
