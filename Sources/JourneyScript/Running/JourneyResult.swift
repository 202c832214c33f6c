package import Driver
package import TerminalEmulator

/// What happened when one journey ran once.
package struct JourneyResult: Sendable {
    /// Which run this was.
    package var id: RunID
    /// The journey.
    package var journey: Journey
    /// The configuration it ran under.
    package var configuration: LaunchConfiguration
    /// The steps that ran, in order; the last one failed if the journey failed.
    package var steps: [StepResult]
    /// How long the whole journey took, including launching and terminating the app.
    package var duration: Duration
    /// Warnings the driver raised, such as a query that matched by label.
    package var warnings: [String]
    /// The signal that stopped the run before it finished, if one did.
    package var interruptedBy: Int32?
    /// For a program journey: the whole session in asciicast v2.
    package var recording: Asciicast?
    /// For a program journey: the screen it ended on, before the program was ended.
    package var finalScreen: TerminalScreen?

    /// Creates a result.
    package init(id: RunID, journey: Journey, configuration: LaunchConfiguration, steps: [StepResult], duration: Duration, warnings: [String]) {
        self.id = id
        self.journey = journey
        self.configuration = configuration
        self.steps = steps
        self.duration = duration
        self.warnings = warnings
    }

    /// The step that failed, if one did (not counting a step an interruption stopped).
    package var failedStep: StepResult? {
        guard interruptedBy == nil else { return nil }
        return steps.last.flatMap { $0.passed ? nil : $0 }
    }

    /// Whether every step ran and passed.
    package var passed: Bool { interruptedBy == nil && failedStep == nil }

    /// The steps that did not run because an earlier one failed.
    package var stepsNotRun: ArraySlice<Step> {
        journey.steps.dropFirst(steps.count)
    }
}
