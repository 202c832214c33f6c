package import Driver
package import ScreenModel
package import TerminalEmulator

/// What happened when one step ran.
package struct StepResult: Sendable {
    /// The step.
    package var step: Step
    /// How long it took.
    package var duration: Duration
    /// Why it failed, or nil if it passed.
    package var failure: StepFailure?
    /// The latest tree before the step, when trees are recorded.
    package var treeBefore: ElementTree?
    /// The latest tree after the step, when trees are recorded.
    package var treeAfter: ElementTree?
    /// What the app showed, reported and wrote around the step, when trees are recorded.
    package var observation: Observation?
    /// A program's screen when the step started, when screens are recorded.
    package var screenBefore: TerminalScreen?
    /// A program's screen when the step ended, when screens are recorded.
    package var screenAfter: TerminalScreen?
    /// When the step started, since its journey started.
    package var offset: Duration?
    /// The signal that stopped the step, if an interruption did: its failure is the
    /// interruption's doing, not the app's.
    package var interruptedBy: Int32?

    /// Creates a result.
    package init(step: Step, duration: Duration, failure: StepFailure?, treeBefore: ElementTree? = nil, treeAfter: ElementTree? = nil) {
        self.step = step
        self.duration = duration
        self.failure = failure
        self.treeBefore = treeBefore
        self.treeAfter = treeAfter
    }

    /// Whether the step passed.
    package var passed: Bool { failure == nil }
}
