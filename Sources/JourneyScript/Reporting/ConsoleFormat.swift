import Driver

/// The lines the console report is made of, as pure functions of results, so the
/// report reads the same whether journeys run one at a time or in parallel.
package enum ConsoleFormat {
    /// The most of a step's text the console shows; the trace keeps it whole.
    static let stepLength = 160
    /// The most of one line of a failure message the console shows; the failure files keep it whole.
    static let messageLineLength = 1_000

    /// `▶ sign-in (journeys/sign-in.journey)`.
    package static func header(_ id: RunID) -> String {
        "▶ \(id) (\(id.file))"
    }

    /// `  ✔ tap buttons["loginButton"] (1.2 ms)`, and for a failure the message under it.
    package static func stepLines(_ result: StepResult) -> [String] {
        if let signal = result.interruptedBy {
            return ["  ■ \(result.step.source.excerpt(stepLength)) (\(result.duration.readable)): stopped by \(Interruption.name(of: signal))"]
        }
        let mark = result.passed ? "✔" : "✘"
        var lines = ["  \(mark) \(result.step.source.excerpt(stepLength)) (\(result.duration.readable))"]
        if let failure = result.failure {
            let message = failure.message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).excerpt(messageLineLength) }
            lines.append("      line \(result.step.line): \(message.first ?? "")")
            lines += message.dropFirst().map { "      " + $0 }
            lines += appLogLines(failure)
        }
        return lines
    }

    /// How many lines of the app's log the console shows when the app could not start or died.
    static let appLogLineCount = 3

    /// When the app could not start or died, what it said (the start of its log for a
    /// launch, where the message is; the end for a crash), so the reason is on the
    /// console and not only in the failure files.
    static func appLogLines(_ failure: StepFailure) -> [String] {
        guard case let .driver(error) = failure.reason, let log = failure.diagnostics?.logTail else { return [] }
        let logLines = log.split(separator: "\n").map { String($0).excerpt(messageLineLength) }
        guard !logLines.isEmpty else { return [] }
        let shown: [String]
        switch error.code {
        case .launchFailed, .launchTimeout: shown = Array(logLines.prefix(appLogLineCount))
        case .appCrashed: shown = Array(logLines.suffix(appLogLineCount))
        default: return []
        }
        var lines = ["      app log: " + shown[0]] + shown.dropFirst().map { "               " + $0 }
        if logLines.count > shown.count {
            let more = logLines.count - shown.count
            lines.append("      (\(more) more line\(more == 1 ? "" : "s") of the app's log in the failure files)")
        }
        return lines
    }

    /// The widest a run's name is padded to in front of its lines; longer names are cut.
    static let prefixWidthLimit = 32

    /// A journey run's lines for a console shared with others running at once: each
    /// begins with the run's name padded to `width`, then `│`, then the line without
    /// its indent: `sign-in │ ✔ tap buttons["a"] (2 ms)`.
    package static func prefixed(_ lines: [String], with id: RunID, width: Int) -> [String] {
        let width = min(width, prefixWidthLimit)
        let name = id.description.excerpt(width)
        let prefix = name + String(repeating: " ", count: max(0, width - name.count)) + " │ "
        return lines.map { prefix + $0.dropFirst(2) }
    }

    /// The lines after a journey's steps: steps not run, warnings, files written, and the verdict.
    package static func footer(_ result: JourneyResult, files: [String]) -> [String] {
        var lines: [String] = []
        let notRun = result.stepsNotRun.count
        if notRun > 0 { lines.append("  – \(notRun) more step\(notRun == 1 ? "" : "s") not run") }
        lines += result.warnings.map { "  ⚠ warning: \($0)" }
        lines += files.map { "      see \($0)" }
        if let signal = result.interruptedBy {
            let line = result.steps.last.map { ":\($0.step.line)" } ?? ""
            lines.append("■ \(result.id) interrupted by \(Interruption.name(of: signal)) at \(result.journey.file)\(line) in \(result.duration.readable)")
        } else if let failed = result.failedStep {
            lines.append("✘ \(result.id) failed at \(result.journey.file):\(failed.step.line) in \(result.duration.readable)")
        } else {
            lines.append("✔ \(result.id) passed in \(result.duration.readable)")
        }
        return lines
    }

    /// The closing lines: what an interruption stopped, the journeys that failed or
    /// flaked, where the HTML report and the traces are (when named), then
    /// `N passed, N failed in T`.
    ///
    /// - Parameter interruption: the signal that stopped the run and how many journey
    ///   runs it kept from starting, if one did.
    package static func summary(
        _ outcomes: [JourneyOutcome], duration: Duration, traces: String? = nil, report: String? = nil,
        interruption: (signal: Int32, notRun: Int)? = nil
    ) -> [String] {
        var lines: [String] = []
        if let interruption {
            lines.append("")
            lines.append(
                "Interrupted by \(Interruption.name(of: interruption.signal)): the journeys still running were stopped, "
                    + "their apps terminated and their state removed; \(interruption.notRun) did not start.")
        }
        let problems = outcomes.filter { $0.status == .failed || $0.status == .flaky }
        if !problems.isEmpty {
            lines.append("")
            lines.append("Failed journeys:")
            for outcome in problems {
                let failedRun = outcome.runs.first { !$0.passed }
                let line = failedRun?.failedStep.map { ":\($0.step.line)" } ?? ""
                let flaky =
                    outcome.status == .flaky
                    ? " (flaky: \(outcome.runs.filter(\.passed).count) of \(outcome.runs.count) runs passed)" : ""
                let name = outcome.journey.name + (outcome.configuration.isStandard ? "" : " [\(outcome.configuration.name)]")
                lines.append("  ✘ \(name) \(outcome.journey.file)\(line)\(flaky)")
            }
        }
        lines.append("")
        if let report { lines.append("Report: \(report)  (journey show-report opens it)") }
        if let traces { lines.append("Traces: \(traces)/") }
        lines.append(summaryLine(outcomes, duration: duration, notRun: interruption?.notRun ?? 0))
        return lines
    }

    /// `5 passed, 1 failed in 1.2 s`, with `, N flaky` when journeys repeated and flaked,
    /// `, N interrupted` and `, N not run` after an interruption.
    package static func summaryLine(_ outcomes: [JourneyOutcome], duration: Duration, notRun: Int = 0) -> String {
        let count = { (status: JourneyOutcome.Status) in outcomes.filter { $0.status == status }.count }
        var text = "\(count(.passed)) passed, \(count(.failed)) failed"
        if count(.flaky) > 0 { text += ", \(count(.flaky)) flaky" }
        if count(.interrupted) > 0 { text += ", \(count(.interrupted)) interrupted" }
        if notRun > 0 { text += ", \(notRun) not run" }
        return text + " in \(duration.readable)"
    }
}
