/// Every run of one journey under one configuration, and the verdict on them.
public struct JourneyOutcome: Sendable {
    /// The verdict on a journey that may have run several times.
    public enum Status: String, Sendable, Hashable {
        /// Every run passed.
        case passed
        /// Every run failed.
        case failed
        /// Some runs passed and some failed.
        case flaky
        /// A signal stopped the run before it finished.
        case interrupted
    }

    /// The journey.
    public var journey: Journey
    /// The configuration it ran under.
    public var configuration: LaunchConfiguration
    /// Its runs, in order.
    public var runs: [JourneyResult]

    /// Creates an outcome.
    public init(journey: Journey, configuration: LaunchConfiguration, runs: [JourneyResult]) {
        self.journey = journey
        self.configuration = configuration
        self.runs = runs
    }

    /// Interrupted when a signal stopped its last run; otherwise passed when every run
    /// passed, failed when every run failed, flaky when some did.
    public var status: Status {
        if runs.last?.interruptedBy != nil { return .interrupted }
        let failures = runs.filter { !$0.passed }.count
        if failures == 0 { return .passed }
        return failures == runs.count ? .failed : .flaky
    }
}
