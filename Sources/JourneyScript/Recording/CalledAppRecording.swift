package import Driver
import ScreenModel

/// The actions a caller (a tool, not a person's keys) does to an app, each done exactly
/// as a journey's step does it and kept as a script: the first step launches, each
/// action is followed, when it left the app busy, by a wait for what the work brought.
/// Text typed into a secure field is kept out of the script, as `journey record` does.
package struct CalledAppRecording: Sendable {
    /// The app the actions go to.
    package let app: App
    private let runner: JourneyRunner
    private var session: JourneyRunner.AppRun
    private var script: RecordedScript
    /// The line of the step the last `perform` recorded for its action (not a wait added
    /// after it for busy work), as the script writes it: a secure field's text read from
    /// its variable. Nil when it recorded none.
    package private(set) var lastStepLine: String?

    /// A recording whose script starts with `launch arguments`; the app is launched by `launch()`.
    package init(app: App, launchArguments: [String]) {
        self.app = app
        runner = JourneyRunner(executable: app.executable, recordsTrees: false)
        session = JourneyRunner.AppRun(app: app, configuration: .standard)
        script = RecordedScript(launchArguments: launchArguments)
        script.header = "# Recorded by journey mcp: each step names the identifier of the element it acted on."
        // Written only as a .journey file, never drafted into page objects: no screen landmarks.
        script.tracksScreens = false
    }

    /// Launches the app as the script's first step does.
    ///
    /// - Throws: `StepFailure` with the driver's message when it does not start.
    package mutating func launch() async throws(StepFailure) {
        guard case let .launch(arguments) = script.entries.first?.action else { return }
        try await runner.perform(.launch(arguments: arguments), in: &session)
    }

    /// Does `action` as a journey step would, records it unless `records` is false, and
    /// when it left the app busy waits for the work (up to two minutes) and records a
    /// wait for what it brought. Returns that wait's line when one was added.
    ///
    /// - Throws: `StepFailure` when the step fails; nothing is recorded then.
    @discardableResult
    package mutating func perform(_ action: Step.Action, records: Bool = true) async throws(StepFailure) -> String? {
        let before = app.tree
        lastStepLine = nil
        let recorded = script.count
        var typedSecret = false
        if case let .typeText(text, locator) = action, locator.namesSecureField(in: before) {
            typedSecret = true
            try await runner.perform(action, in: &session)
            if records { script.typeSecret(text, into: locator, on: nil) }
        } else {
            try await runner.perform(action, in: &session)
            // A wait the caller asks for right after the same wait was added for busy work says nothing new.
            var isCheck = false
            if case .wait = action { isCheck = true }
            let repeated = isCheck && script.entries.last.map { RecordedScript.line(for: $0.action) == RecordedScript.line(for: action) } == true
            if records, !repeated { script.append(action, on: nil) }
        }
        let steps = script.count
        lastStepLine = records && steps > 0 && (steps > recorded || typedSecret) ? RecordedScript.line(for: script.entries[steps - 1].action) : nil
        _ = await script.followBusyWork(of: app, before: before, stepIndex: steps - 1, recording: records)
        return script.count > steps ? RecordedScript.line(for: script.entries[script.count - 1].action) : nil
    }

    /// The number of steps recorded, the launch counted.
    package var count: Int { script.count }

    /// The `.journey` file of what was done so far.
    package var text: String { script.text }

    /// The environment variables a run of the script needs (each secure field's text), by name.
    package var secretEnvironment: [String: String] { script.secretEnvironment }
}
