/// Runs many journeys, under one or more configurations, on a number of workers at
/// once, each journey run with its own app process and state directory.
package struct SuiteRunner: Sendable {
    /// Runs each journey.
    package var runner: JourneyRunner
    /// How many journeys run at once (at least 1).
    package var parallelism: Int
    /// How many times each journey runs (at least 1).
    package var repetitions: Int
    /// Whether a journey stops repeating at its first failing run.
    package var stopsAtFirstFailure: Bool

    /// Creates a suite runner.
    package init(runner: JourneyRunner, parallelism: Int, repetitions: Int = 1, stopsAtFirstFailure: Bool = false) {
        self.runner = runner
        self.parallelism = max(1, parallelism)
        self.repetitions = max(1, repetitions)
        self.stopsAtFirstFailure = stopsAtFirstFailure
    }

    /// One journey to run under one configuration.
    package struct Unit: Sendable {
        /// The journey.
        package var journey: Journey
        /// The configuration.
        package var configuration: LaunchConfiguration

        /// Creates a unit.
        package init(_ journey: Journey, under configuration: LaunchConfiguration) {
            self.journey = journey
            self.configuration = configuration
        }
    }

    /// Runs every journey under every configuration and returns the outcomes in the
    /// order of `journeys`, then `configurations`, whatever order they finished in.
    ///
    /// `events` is called from several tasks at once when `parallelism` is above 1.
    package func run(
        _ journeys: [Journey], configurations: [LaunchConfiguration], events: @escaping @Sendable (RunEvent) -> Void
    ) async -> [JourneyOutcome] {
        await run(journeys.flatMap { journey in configurations.map { Unit(journey, under: $0) } }, events: events)
    }

    /// Runs each unit and returns the outcomes in the order of `units`, whatever order
    /// they finished in. After an interruption no unit starts: the outcomes are those
    /// of the units that ran.
    ///
    /// `events` is called from several tasks at once when `parallelism` is above 1.
    package func run(_ units: [Unit], events: @escaping @Sendable (RunEvent) -> Void) async -> [JourneyOutcome] {
        var outcomes = [JourneyOutcome?](repeating: nil, count: units.count)
        await withTaskGroup(of: (Int, JourneyOutcome).self) { group in
            var next = 0
            func startNext() {
                guard next < units.count, runner.interruption?.signal == nil else { return }
                let index = next
                next += 1
                let unit = units[index]
                group.addTask { (index, await runRepeatedly(unit.journey, configuration: unit.configuration, events: events)) }
            }
            for _ in 0..<parallelism { startNext() }
            for await (index, outcome) in group {
                outcomes[index] = outcome
                startNext()
            }
        }
        return outcomes.compactMap { $0 }
    }

    private func runRepeatedly(
        _ journey: Journey, configuration: LaunchConfiguration, events: @escaping @Sendable (RunEvent) -> Void
    ) async -> JourneyOutcome {
        var runs: [JourneyResult] = []
        for attempt in 1...repetitions {
            let id = RunID(
                name: journey.name, file: journey.file, configuration: configuration.name, attempt: attempt,
                showsConfiguration: !configuration.isStandard, showsAttempt: repetitions > 1)
            events(.started(id))
            let result = await runner.run(journey, configuration: configuration, id: id) { events(.stepFinished(id, $0)) }
            events(.finished(result))
            runs.append(result)
            if (stopsAtFirstFailure && !result.passed) || result.interruptedBy != nil { break }
        }
        return JourneyOutcome(journey: journey, configuration: configuration, runs: runs)
    }
}
