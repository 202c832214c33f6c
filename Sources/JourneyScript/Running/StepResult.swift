public import Driver
public import ScreenModel
public import TerminalEmulator

/// What happened when one step ran.
public struct StepResult: Sendable {
    /// The step.
    public var step: Step
    /// How long it took.
    public var duration: Duration
    /// Why it failed, or nil if it passed.
    public var failure: StepFailure?
    /// The latest tree before the step, when trees are recorded.
    public var treeBefore: ElementTree?
    /// The latest tree after the step, when trees are recorded.
    public var treeAfter: ElementTree?
    /// What the app showed, reported and wrote around the step, when trees are recorded.
    public var observation: Observation?
    /// A program's screen when the step started, when screens are recorded.
    public var screenBefore: TerminalScreen?
    /// A program's screen when the step ended, when screens are recorded.
    public var screenAfter: TerminalScreen?
    /// When the step started, since its journey started.
    public var offset: Duration?
    /// The signal that stopped the step, if an interruption did: its failure is the
    /// interruption's doing, not the app's.
    public var interruptedBy: Int32?

    /// Creates a result.
    public init(step: Step, duration: Duration, failure: StepFailure?, treeBefore: ElementTree? = nil, treeAfter: ElementTree? = nil) {
        self.step = step
        self.duration = duration
        self.failure = failure
        self.treeBefore = treeBefore
        self.treeAfter = treeAfter
    }

    /// Whether the step passed.
    public var passed: Bool { failure == nil }
}
