/// Every run of one journey under one configuration, and the verdict on them.
package struct JourneyOutcome: Sendable {
    /// The verdict on a journey that may have run several times.
    package enum Status: String, Sendable, Hashable {
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
    package var journey: Journey
    /// The configuration it ran under.
    package var configuration: LaunchConfiguration
    /// Its runs, in order.
    package var runs: [JourneyResult]

    /// Creates an outcome.
    package init(journey: Journey, configuration: LaunchConfiguration, runs: [JourneyResult]) {
        self.journey = journey
        self.configuration = configuration
        self.runs = runs
    }

    /// Interrupted when a signal stopped its last run; otherwise passed when every run
    /// passed, failed when every run failed, flaky when some did.
    package var status: Status {
        if runs.last?.interruptedBy != nil { return .interrupted }
        let failures = runs.filter { !$0.passed }.count
        if failures == 0 { return .passed }
        return failures == runs.count ? .failed : .flaky
    }
}
