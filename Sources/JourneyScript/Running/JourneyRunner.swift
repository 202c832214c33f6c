import Driver
import ScreenModel
import Synchronization

/// Runs one journey against its own app process and state directory (or, for a
/// journey that starts with `run`, its own program on its own terminal), step by step,
/// stopping at the first step that fails.
///
/// Actions and waits are the driver's, with its semantics: actions wait until the
/// element is actionable, waits resolve on the trees the app pushes. An `expect`
/// first lets the app settle (see `settle(_:)`), then checks once.
package struct JourneyRunner: Sendable {
    /// The app to drive; nil for the `journey` command's default, the shop (`DefaultApp`).
    package var executable: String?
    /// Whether each step's result keeps the trees before and after it (for traces).
    package var recordsTrees: Bool
    /// How long an `expect` waits for the app to finish pending work before checking.
    package var settleTimeout: Duration
    /// What stops runs early; nil when nothing can.
    package var interruption: Interruption?
    /// Where `type $NAME` steps read their text: this process's environment unless set.
    package var environment: [String: String]?

    /// Creates a runner.
    package init(
        executable: String? = nil, recordsTrees: Bool = true, settleTimeout: Duration = .seconds(5), interruption: Interruption? = nil,
        environment: [String: String]? = nil
    ) {
        self.environment = environment
        self.executable = executable
        self.recordsTrees = recordsTrees
        self.settleTimeout = settleTimeout
        self.interruption = interruption
    }

    /// Runs `journey` under `configuration` in a fresh app, calling `onStep` after each step.
    ///
    /// Never throws: failures are part of the result. The app is terminated before
    /// this returns, and its state directory removed.
    package func run(
        _ journey: Journey, configuration: LaunchConfiguration = .standard, id: RunID? = nil,
        onStep: @Sendable (StepResult) -> Void = { _ in }
    ) async -> JourneyResult {
        let id =
            id
            ?? RunID(
                name: journey.name, file: journey.file, configuration: configuration.name, attempt: 1,
                showsConfiguration: !configuration.isStandard, showsAttempt: false)
        if case let .run(launch) = journey.steps.first?.action {
            return await runProgram(journey, launch: launch, configuration: configuration, id: id, onStep: onStep)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let warnings = Mutex<[String]>([])
        let app = App(executable: executable ?? DefaultApp.executable)
        app.warningHandler = { warning in warnings.withLock { $0.append(warning) } }
        var session = AppRun(app: app, configuration: configuration)
        let interruptible = interruption?.register(app) ?? true
        defer { interruption?.unregister(app) }

        var results: [StepResult] = []
        for step in journey.steps where interruptible && interruption?.signal == nil {
            let window = recordsTrees ? ObservationWindow(app: app) : nil
            let stepStart = clock.now
            let failure: StepFailure?
            do throws(StepFailure) {
                try await perform(step.action, in: &session)
                failure = nil
            } catch {
                failure = error
            }
            let observation = window?.close()
            var result = StepResult(
                step: step, duration: clock.now - stepStart, failure: failure,
                treeBefore: observation?.treeBefore, treeAfter: observation?.treeAfter)
            result.observation = observation
            result.offset = stepStart - start
            if failure != nil { result.interruptedBy = interruption?.signal }
            results.append(result)
            onStep(result)
            if failure != nil { break }
        }
        await app.terminate()
        var result = JourneyResult(
            id: id, journey: journey, configuration: configuration, steps: results,
            duration: clock.now - start, warnings: session.notes + warnings.withLock { $0 })
        // A journey stopped by an interruption did not fail: whatever its last step met was the interruption.
        if let signal = interruption?.signal, !result.passed || !result.stepsNotRun.isEmpty {
            result.interruptedBy = signal
        }
        return result
    }

    /// The app of one journey run and the arguments of its latest launch.
    struct AppRun {
        let app: App
        let configuration: LaunchConfiguration
        var lastArguments: [String] = []
        /// What the run should say about its launches: the configuration's flags the journey overrode.
        var notes: [String] = []

        /// Launches with `arguments` plus the configuration's, except the flags the
        /// journey sets itself.
        mutating func launch(_ arguments: [String]) async throws(DriverError) {
            lastArguments = arguments
            let merged = configuration.arguments(over: arguments)
            for override in merged.overridden {
                let note = "configuration \(configuration.name): \(override)"
                if !notes.contains(note) { notes.append(note) }
            }
            app.launchArguments = merged.arguments
            try await app.launch()
        }
    }
}
