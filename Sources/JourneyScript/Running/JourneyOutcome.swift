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

    /// Passed when every run passed, failed when every run failed, flaky otherwise.
    public var status: Status {
        let failures = runs.filter { !$0.passed }.count
        if failures == 0 { return .passed }
        return failures == runs.count ? .failed : .flaky
    }
}
