/// What a run of journeys came to, as `Reporter.runFinished` is told it.
struct FinishedRun: Sendable {
    /// Each journey under each configuration that ran, in run order.
    var outcomes: [JourneyOutcome]
    /// How long the run took.
    var duration: Duration
    /// The signal that interrupted the run, if one did.
    var signal: Int32?
    /// How many journeys (under a configuration) did not run, the run being interrupted.
    var notRun: Int

    /// Creates the end of a run.
    init(outcomes: [JourneyOutcome], duration: Duration, signal: Int32? = nil, notRun: Int = 0) {
        self.outcomes = outcomes
        self.duration = duration
        self.signal = signal
        self.notRun = notRun
    }

    /// Every run of every journey, in run order.
    var runs: [JourneyResult] { outcomes.flatMap(\.runs) }
}
