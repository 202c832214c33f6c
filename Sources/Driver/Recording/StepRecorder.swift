import Runtime
import ScreenModel
import Synchronization

/// Collects the driver calls a test makes, each with what the app showed, reported and
/// wrote around it: the raw material of a journey trace.
///
/// Install one for a task with `StepRecorder.$current.withValue(recorder) { … }` (the
/// trace trait does), or for one app with `App.stepRecorder`. The driver then records
/// every action, wait and read the test makes (calls made inside another are part of
/// it). With none installed, a call costs one task-local read.
package final class StepRecorder: Sendable {
    /// The recorder of the running task, if any.
    @TaskLocal package static var current: StepRecorder?
    /// Whether the running task is inside a recorded call, so the calls it makes are not recorded again.
    @TaskLocal static var isInsideStep = false

    private let steps = Mutex<[RecordedStep]>([])
    /// When the recorder was made: steps say when they started relative to it.
    package let start = ContinuousClock.now

    /// Creates an empty recorder.
    package init() {}

    /// The calls recorded so far, in the order they started.
    package var recordedSteps: [RecordedStep] {
        steps.withLock { $0 }.sorted { $0.offset < $1.offset }
    }

    func append(_ step: RecordedStep) {
        steps.withLock { $0.append(step) }
    }
}

/// One driver call a test made, as a `StepRecorder` saw it.
package struct RecordedStep: Sendable {
    /// What was asked, in the driver's words: `tap app.buttons["loginButton"]`.
    package var title: String
    /// The call as data: the action and the element it was aimed at.
    package var attempt: DriverError.Attempt
    /// When it started, since the recorder was made.
    package var offset: Duration
    /// How long it took.
    package var duration: Duration
    /// The error it threw, if it failed.
    package var error: DriverError?
    /// The screens around it, the app's pending work and clock moves, and its log lines.
    package var observation: Observation
    /// The backtrace of the call, turned into the test's line on demand.
    private var backtrace: Backtrace?

    init(
        title: String, attempt: DriverError.Attempt, offset: Duration, duration: Duration, error: DriverError?,
        observation: Observation, backtrace: Backtrace?
    ) {
        self.title = title
        self.attempt = attempt
        self.offset = offset
        self.duration = duration
        self.error = error
        self.observation = observation
        self.backtrace = backtrace
    }

    /// The line of the test (or page object) that made the call, when the binary has debug information.
    package var callSite: CallSite? {
        backtrace.flatMap(CallerLocation.find(in:))
    }
}

extension App {
    /// The recorder this app's calls go to when the task has none: for XCTest, whose
    /// synchronous tests run outside any task.
    package var stepRecorder: StepRecorder? {
        get { configuration.withLock { $0.stepRecorder } }
        set { configuration.withLock { $0.stepRecorder = newValue } }
    }

    /// Runs `body`, one call of the test's, and records it when a recorder is installed.
    func recordingStep<Value>(
        _ attempt: DriverError.Attempt, _ body: () async throws(DriverError) -> Value
    ) async throws(DriverError) -> Value {
        guard !StepRecorder.isInsideStep, let recorder = StepRecorder.current ?? stepRecorder else { return try await body() }
        let backtrace = CallerLocation.backtrace()
        let window = ObservationWindow(app: self)
        let started = ContinuousClock.now
        let result: Result<Value, DriverError> = await StepRecorder.$isInsideStep.withValue(true) {
            do throws(DriverError) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        let error: DriverError? = if case let .failure(error) = result { error } else { nil }
        recorder.append(
            RecordedStep(
                title: attempt.stepTitle, attempt: attempt, offset: started - recorder.start, duration: ContinuousClock.now - started,
                error: error, observation: window.close(), backtrace: backtrace
            ))
        return try result.get()
    }
}

extension DriverError.Attempt {
    /// The attempt as a trace names its step: the imperative, with typed text quoted.
    var stepTitle: String {
        if case let .typeText(text) = action {
            return "typeText \(text.quotedLiteral) into \(target?.description ?? "the focused element")"
        }
        return description
    }
}
