import Driver
import Foundation
import JourneyTrace
import Sharding

extension JourneyCommand {
    /// Runs the planned journeys, tells the reporters (`reporters(for:results:console:progress:)`)
    /// what happens, and returns the exit status.
    func execute(_ plan: Plan, _ invocation: Invocation) async throws -> Int32 {
        let executable = invocation.app.map { JourneyLoader(currentDirectory: currentDirectory).absolutePath($0) }
        // Program journeys start their own programs; only app journeys need the app.
        if plan.units.contains(where: { $0.journey.kind == .app }) {
            let app = executable ?? DefaultApp.executable
            guard FileManager.default.isExecutableFile(atPath: app) else {
                throw UsageError.appNotExecutable(app, isDefault: executable == nil)
            }
            try checkLaunchArguments(of: plan, app: app)
        }
        try plan.results.prepare()

        let parallelism = invocation.parallelism ?? ProcessInfo.processInfo.activeProcessorCount
        let repetitions = invocation.repetitions ?? (invocation.untilFailure ? 100 : 1)
        let sequential = parallelism == 1 || plan.units.count <= 1
        let widest =
            plan.units.map { unit in
                RunID(
                    name: unit.journey.name, file: unit.journey.file, configuration: unit.configuration.name, attempt: repetitions,
                    showsConfiguration: !unit.configuration.isStandard, showsAttempt: repetitions > 1
                ).description.count
            }.max() ?? 0
        let start = ContinuousClock.now
        let progressDisplay = ProgressDisplay(
            mode: outputIsTerminal ? .statusLine : .periodic(interval: ProgressDisplay.logInterval),
            now: { ContinuousClock.now - start }, output: output)
        let tracker = progressTracker(for: plan, invocation: invocation, repetitions: repetitions, parallelism: parallelism)
        let console = ConsoleReporter(
            layout: sequential ? .sequential : .prefixed(width: widest), write: progressDisplay.write, display: { self.display($0) })
        let progress = ProgressReporter(display: progressDisplay, tracker: tracker)
        let reporters = ReporterList(
            reporters(for: invocation, results: plan.results, console: console, progress: progress), warn: errorOutput)
        reporters.runBegan(notes: plan.notes)

        let interruption = Interruption()
        let trap = SignalTrap { interruption.interrupt(by: $0) }
        defer { trap.release() }
        let suite = SuiteRunner(
            runner: JourneyRunner(executable: executable, recordsTrees: invocation.trace != .off, interruption: interruption),
            parallelism: parallelism,
            repetitions: repetitions,
            stopsAtFirstFailure: invocation.untilFailure
        )
        let outcomes = await suite.run(plan.units, events: reporters.handle)
        await interruption.settled()
        let duration = ContinuousClock.now - start
        try reporters.runFinished(
            FinishedRun(outcomes: outcomes, duration: duration, signal: interruption.signal, notRun: plan.units.count - outcomes.count))
        return JourneyExitCode.verdict(on: outcomes, signal: interruption.signal).status
    }

    /// Follows the run's progress for `ProgressDisplay`, expecting each run to take its
    /// journey file's time in the durations file (`--durations`, else the results folder's).
    private func progressTracker(for plan: Plan, invocation: Invocation, repetitions: Int, parallelism: Int) -> ProgressTracker {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let path = invocation.durationsPath.map(loader.absolutePath) ?? plan.results.root + "/" + ReportWriter.durationsFileName
        let durations = try? DurationsFile.load(path)
        let expected = plan.units.flatMap { unit in Array(repeating: durations?.seconds(for: unit.journey.file), count: repetitions) }
        return ProgressTracker(estimate: ProgressEstimate(expected: expected, parallelism: parallelism), total: expected.count) { result in
            durations?.seconds(for: result.journey.file)
        }
    }
}
