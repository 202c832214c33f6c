public import Driver
public import TerminalEmulator

/// What happened when one journey ran once.
public struct JourneyResult: Sendable {
    /// Which run this was.
    public var id: RunID
    /// The journey.
    public var journey: Journey
    /// The configuration it ran under.
    public var configuration: LaunchConfiguration
    /// The steps that ran, in order; the last one failed if the journey failed.
    public var steps: [StepResult]
    /// How long the whole journey took, including launching and terminating the app.
    public var duration: Duration
    /// Warnings the driver raised, such as a query that matched by label.
    public var warnings: [String]
    /// The signal that stopped the run before it finished, if one did.
    public var interruptedBy: Int32?
    /// For a program journey: the whole session in asciicast v2.
    public var recording: Asciicast?
    /// For a program journey: the screen it ended on, before the program was ended.
    public var finalScreen: TerminalScreen?

    /// Creates a result.
    public init(id: RunID, journey: Journey, configuration: LaunchConfiguration, steps: [StepResult], duration: Duration, warnings: [String]) {
        self.id = id
        self.journey = journey
        self.configuration = configuration
        self.steps = steps
        self.duration = duration
        self.warnings = warnings
    }

    /// The step that failed, if one did (not counting a step an interruption stopped).
    public var failedStep: StepResult? {
        guard interruptedBy == nil else { return nil }
        return steps.last.flatMap { $0.passed ? nil : $0 }
    }

    /// Whether every step ran and passed.
    public var passed: Bool { interruptedBy == nil && failedStep == nil }

    /// The steps that did not run because an earlier one failed.
    public var stepsNotRun: ArraySlice<Step> {
        journey.steps.dropFirst(steps.count)
    }
}
