import Driver
import JourneyScript
import ScreenModel
import TerminalEmulator

/// A program on a pseudo-terminal an agent drives through the tools: each key and text
/// sent, and each action on its elements (read off its screen, `Terminal.elements`), done
/// as a program journey's step does it and recorded for `save_journey`; its elements
/// given refs by snapshots, as an app's are.
actor DrivenProgram {
    private var recording: CalledProgramRecording
    private let launch: ProgramLaunch
    /// The refs its snapshots gave and the queries it was given.
    private let refs = SessionRefs()
    /// Whether `start` and the actions on elements answer with the snapshot that follows
    /// them (`Toolbox.answersWithSnapshots`); the keys and text sent answer with the screen.
    private let answersWithSnapshots: Bool

    /// What the session did, as a journey trace.
    nonisolated let trace = SessionTrace()

    /// The program's terminal.
    nonisolated let terminal: Terminal

    /// A program that `launch` starts; `start` starts it.
    init(launch: ProgramLaunch, answersWithSnapshots: Bool) {
        recording = CalledProgramRecording(launch: launch)
        self.launch = launch
        self.answersWithSnapshots = answersWithSnapshots
        terminal = recording.terminal
    }

    /// Starts the program and returns its screen once it has drawn, and its first
    /// snapshot when the session answers with snapshots.
    func start() async throws(ToolFailure) -> String {
        let recording = recording
        try await trace.step(RecordedScript.line(for: .run(launch)), on: terminal) { () async throws(ToolFailure) in
            do throws(StepFailure) {
                try await recording.start()
            } catch {
                throw .step(error)
            }
        }
        let idle = try? await terminal.waitUntilIdle(timeout: .seconds(5))
        let screen = (idle ?? terminal.screen).framed
        // A program that did not settle is not waited for twice: its elements are read as they are.
        return answersWithSnapshots ? screen + "\n" + (await snapshotText(since: nil, waiting: idle == nil ? .zero : terminal.timeout)) : screen
    }

    /// Sends `action` (type, press, wait screen, wait for the end), records it, and returns what it did and the screen.
    func perform(_ action: Step.Action, said: String) async throws(ToolFailure) -> String {
        let addedWait = try await record(action, after: nil)
        var lines = [said]
        if let addedWait { lines.append("Recorded what the program drew: \(addedWait)") }
        lines.append(terminal.screen.framed)
        return lines.joined(separator: "\n")
    }

    /// Does `action` on the program's elements (tap, type into, clear, swipe, wait, expect),
    /// records it, and returns what it did and, when the session answers with snapshots,
    /// what changed since the last snapshot.
    func performOnElements(_ action: Step.Action, said: String) async throws(ToolFailure) -> String {
        try await performOnElements(action, said: said, after: nil)
    }

    /// `performOnElements(_:said:)`, in the same step of the trace as `wait`, which runs first.
    private func performOnElements(
        _ action: Step.Action, said: String, after wait: (@Sendable () async throws(ToolFailure) -> Void)?
    ) async throws(ToolFailure) -> String {
        let latest = refs.latest
        try await record(action, after: wait)
        guard answersWithSnapshots else { return said }
        return said + "\n" + (await snapshotText(since: latest, waiting: terminal.timeout))
    }

    /// Does `action` as a program journey's step does (after `wait`, when given), keeps
    /// it in the trace and records it; returns the wait for what the program drew, when
    /// one was recorded after it.
    @discardableResult
    private func record(_ action: Step.Action, after wait: (@Sendable () async throws(ToolFailure) -> Void)?) async throws(ToolFailure) -> String? {
        var recording = recording
        defer { self.recording = recording }
        return try await trace.step(RecordedScript.line(for: action), on: terminal) { () async throws(ToolFailure) -> String? in
            try await wait?()
            do throws(StepFailure) {
                return try await recording.perform(action)
            } catch {
                throw .step(error)
            }
        }
    }

    /// Waits until the element `target` names has the label `label`; records it as an
    /// `expect … label == …`.
    func waitForLabel(_ label: String, target: String, timeout: Duration) async throws(ToolFailure) -> String {
        let locator = try locator(for: target)
        let element = terminal.elements.element(locator)
        let terminal = terminal
        return try await performOnElements(
            .expect(.text(locator, .label, .equals, label)), said: "\(RecordedLocator.scriptText(locator)) has the label \(label.quotedForMessage)"
        ) { () async throws(ToolFailure) in
            do throws(DriverError) {
                try await element.wait(until: .label(label), timeout: timeout)
            } catch {
                throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics ?? terminal.diagnostics))
            }
        }
    }

    /// Waits until the program ends and says how; an exit code is recorded as `expect exit N`.
    func waitForExit(timeout: Duration) async throws(ToolFailure) -> String {
        let status: ExitStatus
        do throws(DriverError) {
            status = try await terminal.waitForExit(timeout: timeout)
        } catch {
            throw .step(StepFailure(.driver(error), diagnostics: error.diagnostics ?? terminal.diagnostics))
        }
        guard case let .exited(code) = status else { return "the program ended: \(status)" }
        return try await perform(.expectExit(code: code, timeout: .seconds(5)), said: "the program ended: \(status)")
    }

    /// The program's elements as compact text, one element a line with its ref; with
    /// `since`, only the lines that changed since that snapshot. Read once the program is
    /// idle, or as they are when it is still busy after the terminal's timeout.
    func snapshot(since: Int?) async throws(ToolFailure) -> String {
        try refs.checkKept(since)
        return await snapshotText(since: since, waiting: terminal.timeout)
    }

    private func snapshotText(since: Int?, waiting: Duration) async -> String {
        let elements = terminal.elements
        if terminal.isRunning, waiting > .zero { try? await elements.waitForIdle(timeout: waiting) }
        guard let tree = elements.tree else { return "the program has shown no screen" }
        return refs.snapshot(of: tree, since: since, state: state(of: tree) + " · elements read off its screen")
    }

    /// What the program is doing, as a snapshot's header says it: ended, idle (and how
    /// that was judged) or busy (and with what).
    private func state(of tree: ElementTree) -> String {
        if !terminal.isRunning { return "program ended" + (terminal.exitStatus.map { " (\($0))" } ?? "") }
        if tree.activity.isIdle { return "program " + (terminal.idleJudgement?.description ?? "idle") }
        return "program busy with " + tree.activity.pendingWork.map(\.name).joined(separator: ", ")
    }

    /// The locator a target names: a ref from a snapshot, or a query in the journey syntax.
    nonisolated func locator(for target: String) throws(ToolFailure) -> ElementLocator {
        try refs.locator(for: target)
    }

    /// The screen as text, and as an SVG picture when asked.
    func screen(svg: Bool) -> [String] {
        let screen = terminal.screen
        var parts = [screen.framed]
        if svg { parts.append(screen.svg()) }
        if !terminal.isRunning { parts[0] += "\nThe program has ended" + (terminal.exitStatus.map { ": \($0)" } ?? "") + "." }
        return parts
    }

    /// The journey of what was done so far.
    var journeyText: String { recording.text }

    /// Ends the program and what it started in its process group.
    func close() async {
        await terminal.terminate()
    }
}

extension DrivenProgram: ElementSession {}
