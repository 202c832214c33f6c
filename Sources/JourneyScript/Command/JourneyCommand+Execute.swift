import Driver
import Foundation
import JourneyTrace
import Sharding
import Synchronization

extension JourneyCommand {
    /// Runs the planned journeys, writes the reports, and returns the exit status.
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
        let console = ConsoleReporter(layout: sequential ? .sequential : .prefixed(width: widest), write: progressDisplay.write)
        plan.notes.forEach(console.note)
        if !plan.notes.isEmpty { console.note("") }

        let interruption = Interruption()
        let trap = SignalTrap { interruption.interrupt(by: $0) }
        defer { trap.release() }
        let suite = SuiteRunner(
            runner: JourneyRunner(executable: executable, recordsTrees: invocation.trace != .off, interruption: interruption),
            parallelism: parallelism,
            repetitions: repetitions,
            stopsAtFirstFailure: invocation.untilFailure
        )
        let results = plan.results
        let errorOutput = errorOutput
        let outcomes = await suite.run(plan.units) { event in
            switch event {
            case let .started(id):
                console.started(id)
                progressDisplay.update(tracker.progress)
            case let .stepFinished(id, step):
                console.stepFinished(id, step)
                progressDisplay.update(tracker.progress)
            case let .finished(result):
                var files: [String] = []
                do {
                    files = try results.record(result, trace: invocation.trace)
                } catch {
                    errorOutput("warning: could not write the reports of \(result.id): \(error)\n")
                }
                console.finished(result, files: files.map(display))
                progressDisplay.update(tracker.finished(result))
            }
        }
        progressDisplay.finish()
        await interruption.settled()
        let duration = ContinuousClock.now - start

        if let junitPath = invocation.junitPath {
            let artifacts = Dictionary(
                outcomes.flatMap(\.runs).filter { !$0.passed }.map { ($0.id, display(results.failureFolder(for: $0.id))) },
                uniquingKeysWith: { first, _ in first })
            let path = JourneyLoader(currentDirectory: currentDirectory).absolutePath(junitPath)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try JUnitReport.xml(for: outcomes, duration: duration, artifacts: artifacts).write(toFile: path, atomically: true, encoding: .utf8)
        }
        try recordFailures(of: outcomes, in: results, interrupted: interruption.signal != nil)
        let report = try writeReport(of: outcomes, invocation: invocation, results: results)
        recordDurations(of: outcomes, in: results)

        let traced = outcomes.flatMap(\.runs).contains { invocation.trace.traces(passed: $0.passed) }
        let notRun = plan.units.count - outcomes.count
        console.summary(
            outcomes, duration: duration, traces: traced ? display(results.traces) : nil, report: display(report),
            interruption: interruption.signal.map { ($0, notRun) })
        return JourneyExitCode.verdict(on: outcomes, signal: interruption.signal).status
    }

    /// Records the journeys that failed or flaked for `--last-failed`. After an
    /// interruption, the failures recorded before for the journeys that did not finish
    /// are kept: nothing new is known about them.
    private func recordFailures(of outcomes: [JourneyOutcome], in results: ResultsFolder, interrupted: Bool) throws {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let entry = { (outcome: JourneyOutcome) in
            LastFailedList.Entry(file: loader.absolutePath(outcome.journey.file), configuration: outcome.configuration.name)
        }
        var failures = outcomes.filter { $0.status == .failed || $0.status == .flaky }.map(entry)
        if interrupted, let earlier = results.lastFailed.read() {
            let finished = Set(outcomes.filter { $0.status != .interrupted }.map(entry))
            failures += earlier.filter { !finished.contains($0) }
        }
        try results.lastFailed.write(failures)
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

/// The progress of one run, updated as its journey runs finish.
final class ProgressTracker: Sendable {
    private let estimate: ProgressEstimate
    private let expectation: @Sendable (JourneyResult) -> Double?
    private let state: Mutex<(progress: RunProgress, finishedExpected: [Double?], finishedSeconds: Double)>

    init(estimate: ProgressEstimate, total: Int, expectation: @escaping @Sendable (JourneyResult) -> Double?) {
        self.estimate = estimate
        self.expectation = expectation
        var progress = RunProgress(total: total)
        progress.left = estimate.left(finishedExpected: [], finishedSeconds: 0)
        state = Mutex((progress, [], 0))
    }

    /// The progress so far.
    var progress: RunProgress { state.withLock { $0.progress } }

    /// Counts `result` in and returns the new progress.
    func finished(_ result: JourneyResult) -> RunProgress {
        state.withLock { state in
            state.finishedExpected.append(expectation(result))
            state.finishedSeconds += result.duration.seconds
            state.progress.finished += 1
            if !result.passed && result.interruptedBy == nil { state.progress.failed += 1 }
            state.progress.left = estimate.left(finishedExpected: state.finishedExpected, finishedSeconds: state.finishedSeconds)
            return state.progress
        }
    }
}
