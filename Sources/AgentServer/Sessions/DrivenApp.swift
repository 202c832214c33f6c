import Driver
import JourneyScript
import ScreenModel
import Synchronization
import TerminalEmulator

/// An app an agent drives through the tools: launched by the driver, each action done
/// as a journey step does it and recorded for `save_journey`, its elements given refs by
/// snapshots.
///
/// Locks, not an actor, keep its state: a session's calls never overlap (`CallLine`),
/// and each runs on the thread that answers it, with no hop to an actor's executor and
/// back (each a thread hand-off the agent would wait for).
final class DrivenApp: Sendable {
    /// What was done so far. Nil only while an action mutates it in place (see
    /// `withRecording`); a session's calls never overlap (`CallLine`), so no other call
    /// finds it missing.
    private let recording: Mutex<CalledAppRecording?>
    /// The refs its snapshots gave and the queries it was given.
    private let refs = SessionRefs()

    /// The app.
    let app: App
    /// What the session did, as a journey trace.
    let trace = SessionTrace()
    private let launchArguments: [String]
    /// Whether `start`, `perform` and the waits answer with the snapshot that follows them
    /// (`Toolbox.answersWithSnapshots`); otherwise with what they did alone.
    private let answersWithSnapshots: Bool

    /// An app that runs `executable` (nil: the shop, `DefaultApp`) with `environment` added
    /// to the server's; `start` launches it.
    init(executable: String?, launchArguments: [String], environment: [String: String], answersWithSnapshots: Bool) {
        let app = App(executable: executable ?? DefaultApp.executable)
        app.launchEnvironment = environment
        // Warnings (a query that matched by label) belong in the tool's answer, not on the server's stderr.
        app.warningHandler = { _ in }
        self.app = app
        self.launchArguments = launchArguments
        self.answersWithSnapshots = answersWithSnapshots
        recording = Mutex(CalledAppRecording(app: app, launchArguments: launchArguments))
    }

    /// `idle`, `busy with worker load (0 ms left)`, or, when some of the work is ignored
    /// (`App.ignoredWork`), `idle, ignoring worker poller (0 ms left)`.
    static func activityText(_ activity: Activity, ignoring ignored: [String]) -> String {
        let waited = activity.waitedFor(ignoring: ignored)
        let skipped = activity.ignored(beside: waited)
        return waited.description + (skipped.isEmpty ? "" : ", ignoring " + skipped.map(\.description).joined(separator: ", "))
    }

    /// Whether a secure field has keyboard focus on the latest screen.
    var secureFieldHasFocus: Bool {
        guard let tree = app.tree else { return false }
        var focused = false
        tree.walk { element, _, _ in
            if element.hasFocus, element.elementType == .secureTextField { focused = true }
            return !focused
        }
        return focused
    }

    /// Launches the app and returns its first snapshot.
    func start() async throws(ToolFailure) -> String {
        try await trace.step(RecordedScript.line(for: .launch(arguments: launchArguments)), on: app) { () async throws(ToolFailure) in
            do throws(StepFailure) {
                try await withRecording { (recording) throws(StepFailure) in try await recording.launch() }
            } catch {
                throw .step(error)
            }
        }
        return answersWithSnapshots ? snapshotText(since: nil) : "launched · app \(app.tree?.activity.description ?? "not running")"
    }

    /// Runs `body` on the recording taken out of the actor's storage and puts it back:
    /// mutated where it is held alone, it is changed in place, not copied step by step
    /// as a copy taken beside the stored one would be.
    private func withRecording<Value>(
        _ body: (inout CalledAppRecording) async throws(StepFailure) -> Value
    ) async throws(StepFailure) -> Value {
        guard var taken = recording.withLock({ $0.take() }) else {
            preconditionFailure("a session's calls overlapped: its recording was already taken")
        }
        defer { recording.withLock { [taken] in $0 = taken } }
        return try await body(&taken)
    }

    /// The element tree as compact text, one element a line with its ref; with `since`,
    /// only the lines that changed since that snapshot.
    func snapshot(since: Int?) throws(ToolFailure) -> String {
        try refs.checkKept(since)
        return snapshotText(since: since)
    }

    private func snapshotText(since: Int?) -> String {
        guard let tree = app.tree else { return "the app has shown no screen (it is \(app.state))" }
        return refs.snapshot(of: tree, since: since, state: "app " + Self.activityText(tree.activity, ignoring: app.ignoredWork))
    }

    /// Does `action`, records it, and returns what it did and what changed since the last snapshot.
    func perform(_ action: Step.Action, said: String, records: Bool = true) async throws(ToolFailure) -> String {
        let latest = refs.latest
        let secure: Bool = if case let .typeText(_, locator) = action { locator.namesSecureField(in: app.tree) } else { false }
        // The title is read once the step ran: the line the recording kept for it.
        let addedWait: String? = try await trace.step(lastStepLine ?? Self.title(of: action, secure: secure), on: app) {
            () async throws(ToolFailure) -> String? in
            do throws(StepFailure) {
                return try await withRecording { (recording) throws(StepFailure) in try await recording.perform(action, records: records) }
            } catch {
                throw .step(error)
            }
        }
        var lines = [said]
        if let addedWait { lines.append("The app was busy; waited for it, and the journey waits too: \(addedWait)") }
        if answersWithSnapshots { lines.append(snapshotText(since: latest)) }
        return lines.joined(separator: "\n")
    }

    /// The line the recording kept for the last action, if it kept one.
    private var lastStepLine: String? { recording.withLock { $0?.lastStepLine } }

    /// A step's title when the recording kept no line for it: the line a script would
    /// write, a secure field's text not shown.
    private static func title(of action: Step.Action, secure: Bool) -> String {
        guard secure, case let .typeText(_, locator) = action else { return RecordedScript.line(for: action) }
        return "type (secure text) into \(RecordedLocator.scriptText(locator))"
    }

    /// Waits until `text` is on the app's screen; fails at once when the app is idle without it.
    func waitForScreenText(_ text: String, timeout: Duration) async throws(ToolFailure) -> String {
        try await trace.step("wait screen \(text.quotedLiteral)", on: app) { () async throws(ToolFailure) -> String in
            try await waitForScreenTextUntraced(text, timeout: timeout)
        }
    }

    private func waitForScreenTextUntraced(_ text: String, timeout: Duration) async throws(ToolFailure) -> String {
        let shows: Bool
        do throws(DriverError) {
            shows = try await app.waitForScreen(timeout: timeout) { ScreenRenderer.render($0).description.contains(text) }
        } catch {
            throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics))
        }
        guard shows else {
            let screen = app.tree.map { ScreenRenderer.render($0).framed } ?? "(no screen)"
            throw .screenTextAbsent(text, activity: app.tree?.activity.description ?? "not running", screen: screen)
        }
        let shown = "the screen shows \(text.quotedForMessage)"
        return answersWithSnapshots ? shown + "\n" + snapshotText(since: refs.latest) : shown
    }

    /// Waits until the element's label is `label`; records it as an `expect … label == …`.
    func waitForLabel(_ label: String, target: String, timeout: Duration) async throws(ToolFailure) -> String {
        let locator = try locator(for: target)
        let action = Step.Action.expect(.text(locator, .label, .equals, label))
        return try await trace.step(RecordedScript.line(for: action), on: app) { () async throws(ToolFailure) -> String in
            try await waitForLabelUntraced(label, locator: locator, action: action, timeout: timeout)
        }
    }

    private func waitForLabelUntraced(
        _ label: String, locator: ElementLocator, action: Step.Action, timeout: Duration
    ) async throws(ToolFailure) -> String {
        do throws(DriverError) {
            try await app.element(locator).wait(until: .label(label), timeout: timeout)
        } catch {
            throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics))
        }
        return try await perform(
            action,
            said: "\(RecordedLocator.scriptText(locator)) has the label \(label.quotedForMessage)")
    }

    /// The screen as text, and as an SVG picture when asked.
    func screen(svg: Bool) async throws(ToolFailure) -> [String] {
        let screen: TextScreen
        do throws(DriverError) {
            screen = try await app.screenshot()
        } catch {
            throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics))
        }
        guard svg else { return [screen.framed] }
        var emulator = Emulator(columns: max(1, screen.size.width), rows: max(1, screen.size.height))
        emulator.feed(screen.lines.joined(separator: "\r\n"))
        return [screen.framed, emulator.screen.svg()]
    }

    /// The journey of what was done so far.
    var journeyText: String { recording.withLock { $0?.text ?? "" } }

    /// The environment variables a run of the journey needs.
    var secretNames: [String] { recording.withLock { $0?.secretEnvironment.keys.sorted() ?? [] } }

    /// Ends the app at once; its state directory goes with it, both finishing in the background.
    func close() async {
        // Its state goes with it, so it is killed rather than asked to save; the reaping
        // finishes off the client's path, and the server waits for it before it exits.
        app.endInBackground()
    }

    /// The locator a target names: a ref from a snapshot, or a query in the journey syntax.
    func locator(for target: String) throws(ToolFailure) -> ElementLocator {
        try refs.locator(for: target)
    }
}
