import ScreenModel
import Driver

/// The run as JUnit XML, the format CI systems read test results from.
///
/// One `<testsuite>` per configuration; one `<testcase>` per journey run, named after
/// the journey (and the run, when journeys repeat), with its file, in the class
/// `journeys` (`journeys.es` under the configuration `es`). A failed run has a
/// `<failure>` whose message is the headline and whose text holds the step, its line
/// and the full diagnostics; a run a signal interrupted is `<skipped>`. Each run's
/// step lines are in `<system-out>`, and for a failed run each of its failure files as
/// `[[ATTACHMENT|path]]`, the line GitLab and Jenkins show as an attachment.
package enum JUnitReport {
    /// The XML document for `outcomes`; `artifacts` maps a run to the folder holding its
    /// failure files (as the CI should find it: relative to the project's folder), to
    /// mention in the failure text and attach.
    package static func xml(for outcomes: [JourneyOutcome], duration: Duration, artifacts: [RunID: String] = [:]) -> String {
        var configurations: [LaunchConfiguration] = []
        for outcome in outcomes where !configurations.contains(outcome.configuration) {
            configurations.append(outcome.configuration)
        }
        let runs = outcomes.flatMap(\.runs)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"journey\" tests=\"\(runs.count)\" failures=\"\(runs.filter { $0.failedStep != nil }.count)\" errors=\"0\" time=\"\(seconds(duration))\">",
        ]
        for configuration in configurations {
            let suiteRuns = outcomes.filter { $0.configuration == configuration }.flatMap(\.runs)
            let suiteTime = suiteRuns.reduce(Duration.zero) { $0 + $1.duration }
            let name = configuration.isStandard ? "journeys" : "journeys [\(configuration.name)]"
            let className = configuration.isStandard ? "journeys" : "journeys.\(configuration.name)"
            lines.append(
                "  <testsuite name=\"\(name.xmlAttributeEscaped)\" tests=\"\(suiteRuns.count)\" failures=\"\(suiteRuns.filter { $0.failedStep != nil }.count)\" errors=\"0\" skipped=\"\(suiteRuns.filter { $0.interruptedBy != nil }.count)\" time=\"\(seconds(suiteTime))\">"
            )
            for run in suiteRuns {
                lines += testCase(run, className: className, artifacts: artifacts[run.id])
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func testCase(_ run: JourneyResult, className: String, artifacts: String?) -> [String] {
        let name = run.id.showsAttempt ? "\(run.journey.name) (run \(run.id.attempt))" : run.journey.name
        var lines = [
            "    <testcase name=\"\(name.xmlAttributeEscaped)\" classname=\"\(className.xmlAttributeEscaped)\" file=\"\(run.journey.file.xmlAttributeEscaped)\" time=\"\(seconds(run.duration))\">"
        ]
        if let signal = run.interruptedBy {
            lines.append("      <skipped message=\"\("interrupted by \(Interruption.name(of: signal))".xmlAttributeEscaped)\"/>")
        }
        if let failed = run.failedStep, let failure = failed.failure {
            var text = "\(run.journey.file):\(failed.step.line): \(failed.step.source)\n\n\(failure.description)"
            if let artifacts { text += "\n\nFailure files: \(artifacts)" }
            let headline = "line \(failed.step.line): " + (failure.message.split(separator: "\n").first.map(String.init) ?? "")
            lines.append("      <failure message=\"\(headline.xmlAttributeEscaped)\" type=\"\(type(of: failure))\">\(text.xmlEscaped)</failure>")
        }
        var steps = run.steps.flatMap(ConsoleFormat.stepLines) + (run.stepsNotRun.isEmpty ? [] : ["  – \(run.stepsNotRun.count) more steps not run"])
        if let artifacts, !run.passed {
            // GitLab and Jenkins show each file named so as an attachment of the test case.
            steps += [""] + FailureReport.files(for: run).map { "[[ATTACHMENT|\(artifacts)/\($0.name)]]" }
        }
        lines.append("      <system-out>\(steps.joined(separator: "\n").xmlEscaped)</system-out>")
        lines.append("    </testcase>")
        return lines
    }

    /// The kind of failure: the driver's error code, or `expectation`.
    private static func type(of failure: StepFailure) -> String {
        switch failure.reason {
        case let .driver(error): error.code.rawValue
        case .expectation: "expectation"
        case .unsetVariable: "unset-variable"
        }
    }

    /// Seconds with millisecond precision: `0.031`.
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.wholeMilliseconds
        let fraction = String(milliseconds % 1_000)
        return "\(milliseconds / 1_000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
