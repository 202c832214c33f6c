import Driver
import Foundation
import Synchronization

extension JourneyCommand {
    /// `journey record`: records a person using the app, writes the journey (and, with
    /// `--page-objects`, drafts Swift), says how to run it, and replays it once.
    /// Exit status 0 when the replay passed, 1 when it failed.
    func record(_ invocation: Invocation) async throws -> Int32 {
        if let commandLine = invocation.programCommandLine { return try await recordProgram(commandLine, invocation) }
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let executable = invocation.app.map(loader.absolutePath) ?? DefaultApp.executable
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw UsageError.appNotExecutable(executable, isDefault: invocation.app == nil)
        }
        let file = loader.absolutePath(invocation.outputPath ?? "recorded.journey")
        if case let .refused(index, reason) = App.checkLaunchArguments(invocation.launchArguments, executable: executable) {
            let flag = invocation.launchArguments.indices.contains(index) ? invocation.launchArguments[index] : invocation.launchArguments.joined(separator: " ")
            throw UsageError.refusedLaunchFlag(flag, reason: reason)
        }
        let terminal = try RecorderTerminal()
        var arguments = invocation.launchArguments
        if !arguments.contains(where: { $0 == "--terminal-size" || $0.hasPrefix("--terminal-size=") }) {
            // The last row is the recorder's; the replay gets the same screen the person saw.
            let size = terminal.size
            arguments += ["--terminal-size", "\(size.width)x\(max(1, size.height - 1))"]
        }
        let stop = StopSignal(terminal)
        defer { stop.release() }
        let script: RecordedScript
        do throws(StepFailure) {
            script = try await AppRecorder(terminal: terminal, app: App(executable: executable), launchArguments: arguments).run()
        } catch {
            errorOutput("error: the app did not start: \(error.message)\n")
            return Self.failure
        }
        if let signal = stop.signal {
            try script.text.write(toFile: file, atomically: true, encoding: .utf8)
            output("Stopped by \(Interruption.name(of: signal)): \(script.count) steps saved to \(invocation.outputPath ?? "recorded.journey") (not replayed).\n")
            return 128 + signal
        }
        return try await finish(script, file: file, invocation: invocation, executable: executable)
    }

    /// Writes what was recorded, says how to run it, and replays it once.
    private func finish(_ script: RecordedScript, file: String, invocation: Invocation, executable: String) async throws -> Int32 {
        let name = JourneyParser.journeyName(forFile: file)
        let text = script.text
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let shown = invocation.outputPath ?? "recorded.journey"
        var lines = ["Recorded \(script.count) steps to \(shown)."]
        let variables = script.secrets.map(\.name)
        for secret in script.secrets {
            lines.append(
                "\(RecordedLocator.scriptText(secret.locator)) is a secure field: its text is not in the file; "
                    + "the journey reads it from $\(secret.name).")
        }
        let assignments = variables.map { "\($0)=…" }.joined(separator: " ")
        lines.append(
            "Run it:  " + (assignments.isEmpty ? "" : assignments + " ") + "journey run \(shown)"
                + (invocation.app.map { " --app \($0)" } ?? ""))
        if let folder = invocation.pageObjectsPath {
            let drafts = PageObjectDraft(script: script, journeyName: name, appName: URL(fileURLWithPath: executable).lastPathComponent).files
            let directory = JourneyLoader(currentDirectory: currentDirectory).absolutePath(folder)
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for draft in drafts {
                try draft.text.write(toFile: directory + "/" + draft.name, atomically: true, encoding: .utf8)
            }
            lines.append("Drafted \(drafts.count) Swift files in \(folder): " + drafts.map(\.name).joined(separator: ", "))
        }
        output(lines.joined(separator: "\n") + "\n")

        let journey = try JourneyParser.parse(text, file: shown)
        var environment = ProcessInfo.processInfo.environment
        environment.merge(script.secretEnvironment) { _, recorded in recorded }
        let runner = JourneyRunner(executable: executable, recordsTrees: false, environment: environment)
        return report(await runner.run(journey))
    }

    /// `journey record --run "COMMAND"`: records the program on a terminal, writes the
    /// program journey, says how to run it, and replays it once.
    private func recordProgram(_ commandLine: String, _ invocation: Invocation) async throws -> Int32 {
        guard invocation.launchArguments.isEmpty, invocation.pageObjectsPath == nil else {
            throw UsageError.invalidValue(
                option: "--run", value: commandLine,
                expected: "no launch flags and no --page-objects: those are for recording the app")
        }
        let words: [String]
        do {
            words = try ShellWords.split(commandLine)
        } catch {
            throw UsageError.invalidValue(option: "--run", value: commandLine, expected: "a command line a shell could split: \(error)")
        }
        guard let command = words.first else { throw UsageError.invalidValue(option: "--run", value: commandLine, expected: "a command") }
        let terminal = try RecorderTerminal()
        let size = terminal.size
        let launch = ProgramLaunch(
            commandLine: commandLine, command: command, arguments: Array(words.dropFirst()),
            columns: size.width, rows: max(1, size.height - 1))
        let stop = StopSignal(terminal)
        defer { stop.release() }
        let recording: ProgramRecording
        do throws(DriverError) {
            recording = try await ProgramRecorder(terminal: terminal, launch: launch).run()
        } catch {
            errorOutput("error: \(commandLine) did not start: \(error.message)\n")
            return Self.failure
        }
        let file = JourneyLoader(currentDirectory: currentDirectory).absolutePath(invocation.outputPath ?? "recorded.journey")
        let shown = invocation.outputPath ?? "recorded.journey"
        try recording.text.write(toFile: file, atomically: true, encoding: .utf8)
        if let signal = stop.signal {
            output("Stopped by \(Interruption.name(of: signal)): \(recording.steps.count) steps saved to \(shown) (not replayed).\n")
            return 128 + signal
        }
        output("Recorded \(recording.steps.count) steps to \(shown).\nRun it:  journey run \(shown)\n")
        let journey = try JourneyParser.parse(recording.text, file: shown)
        return report(await JourneyRunner(recordsTrees: false).run(journey))
    }

    /// Says how the replay went; the exit status.
    private func report(_ result: JourneyResult) -> Int32 {
        output(Self.replaySummary(of: result))
        return result.passed ? Self.success : Self.failure
    }

    /// What the command prints after replaying a recording: that it passed, or the line
    /// and step it failed at, and the failure.
    static func replaySummary(of result: JourneyResult) -> String {
        if result.passed {
            return "Replayed it once: passed (\(result.steps.count) steps in \(result.duration.readable)).\n"
        }
        let failed = result.steps.first { $0.failure != nil }
        return "Replayed it once: FAILED at line \(failed?.step.line ?? 0), \(failed?.step.source ?? "")\n"
            + (failed?.failure?.description ?? "") + "\n"
    }
}

/// While a recording lasts, SIGINT, SIGTERM and SIGHUP (the terminal closed) end it as
/// the person's save key does, so the terminal is put back and the steps are kept; a
/// second signal exits at once.
private final class StopSignal {
    /// The first signal, 0 until one comes.
    private final class Caught: Sendable {
        let signal = Atomic<Int32>(0)
    }

    private let caught = Caught()
    private let trap: SignalTrap

    init(_ terminal: RecorderTerminal) {
        let caught = caught
        trap = SignalTrap { signal in
            caught.signal.store(signal, ordering: .relaxed)
            terminal.stopReading()
        }
    }

    /// The signal that ended the recording, if one did.
    var signal: Int32? {
        let signal = caught.signal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// The signals' default actions again.
    func release() {
        trap.release()
    }
}
