public import ScreenModel
public import SystemLayer

/// A failure of the driver: what was asked, what was found instead, how long it
/// waited, and the app's tree, screen and log at that moment.
///
/// `code` sorts failures the way WebDriver does; `reason` holds the facts as values
/// (the locator, the action, the problem); `message` and `description` word them, all
/// in one place (`DriverError+Wording.swift`).
public struct DriverError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure, modelled on WebDriver's error codes.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// No element matched the query.
        case noSuchElement
        /// Several elements matched where one was needed.
        case multipleMatches
        /// The element cannot take the action: disabled, off screen or covered.
        case elementNotInteractable
        /// The screen changed between finding the element and acting on it.
        case staleElement
        /// A condition did not hold in time.
        case timeout
        /// The app does not simulate the device condition it was asked to change.
        case deviceConditionRefused
        /// The app is not running.
        case appNotRunning
        /// The app exited or was killed.
        case appCrashed
        /// The app could not be started.
        case launchFailed
        /// The app started but sent no screen in time.
        case launchTimeout
        /// The channel carried something unreadable.
        case protocolError
    }

    /// The facts of a failure, as values; the wording lives in `message`.
    public enum Reason: Sendable {
        /// No element matched.
        case noSuchElement(ResolutionFailure, waited: Duration, activity: Activity?)
        /// Several elements matched where one was needed.
        case multipleMatches(ResolutionFailure, waited: Duration)
        /// The element exists but cannot take the action.
        case elementNotInteractable(Attempt, Obstacle, waited: Duration)
        /// The element was found in tree `resolvedIn`, but the app's screen moved on
        /// before the action arrived; `refusal` is the app's own account.
        case staleElement(Attempt, resolvedIn: UInt64, refusal: CommandRefusal)
        /// The app did not become ready for the attempt (idle, exited, …) in time.
        case timeout(Attempt, waited: Duration, activity: Activity?)
        /// A program on a terminal did not show what `attempt` waited for; its last
        /// output came `quietFor` before the wait gave up.
        case programQuiet(Attempt, waited: Duration, quietFor: Duration)
        /// A program on a terminal did not show what `attempt` waited for, and the kernel
        /// said it was still busy: `busyWith` (`a timer due in 250 ms (htop 812)`).
        case programBusy(Attempt, waited: Duration, busyWith: String)
        /// A program on a terminal is idle, waiting for a key, and does not show what
        /// `attempt` waits for: nothing will change until the test acts.
        case programIdle(Attempt, waited: Duration)
        /// The test stopped waiting because its task was cancelled (a time limit ran
        /// out, or the run was stopped): while `attempt` waited for the app, or for its
        /// reply to `command` when one was in flight.
        case cancelled(Attempt, command: Command?, waited: Duration, activity: Activity?)
        /// An element never satisfied a condition: the app settled without it
        /// (`activity` nil) or time ran out while it was still busy. `found` is the
        /// element as it was last seen.
        case unmetCondition(Attempt, found: ElementSnapshot, waited: Duration, activity: Activity?)
        /// The app did not answer `command` within the reply timeout, so it was terminated.
        case noReply(Command, waited: Duration, activity: Activity?)
        /// The app refused to set a device condition; `refusal` is its explanation.
        case deviceConditionRefused(name: String, value: String, refusal: CommandRefusal)
        /// The app is not running.
        case appNotRunning(Attempt)
        /// The app exited or was killed while the test was using it, during `during`.
        case appCrashed(status: ExitStatus, lastCommand: Command?, during: Attempt?)
        /// A program on a terminal exited or was killed during `during`; `lastInput` is
        /// what the test sent it last.
        case programCrashed(status: ExitStatus, during: Attempt, lastInput: TerminalAction?)
        /// The app or program `executable` could not be started, for `problem`.
        case launchFailed(executable: String, problem: LaunchProblem)
        /// The app started but never sent its first screen.
        case launchTimeout(executable: String, waited: Duration)
        /// The channel carried something unreadable, or the app refused what the driver sent.
        case protocolError(ProtocolProblem)
    }

    /// The facts.
    public let reason: Reason
    /// The app's tree, screen and log when the failure happened.
    public let diagnostics: Diagnostics?
    /// The backtrace of the call the error left the driver through.
    var origin: Origin?

    /// Creates an error.
    public init(_ reason: Reason, diagnostics: Diagnostics? = nil) {
        self.reason = reason
        self.diagnostics = diagnostics
    }

    /// Whether the failure is the cancellation of the task that waited (a time limit
    /// ran out, or the run was stopped): the wait stopped early, so nothing can be said
    /// of the condition it waited for. Its `code` is `timeout`, as a wait that ran out.
    public var isCancellation: Bool {
        if case .cancelled = reason { return true }
        return false
    }

    /// The kind of failure.
    public var code: Code {
        switch reason {
        case .noSuchElement: .noSuchElement
        case .multipleMatches: .multipleMatches
        case .elementNotInteractable: .elementNotInteractable
        case .staleElement: .staleElement
        case .timeout, .programQuiet, .programBusy, .programIdle, .cancelled, .unmetCondition, .noReply: .timeout
        case .deviceConditionRefused: .deviceConditionRefused
        case .appNotRunning: .appNotRunning
        case .appCrashed, .programCrashed: .appCrashed
        case .launchFailed: .launchFailed
        case .launchTimeout: .launchTimeout
        case .protocolError: .protocolError
        }
    }
}
