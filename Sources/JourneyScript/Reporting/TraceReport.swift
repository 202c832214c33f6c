import ScreenModel

/// A journey run written out step by step for a person: each step with its timing and
/// outcome, the tree before and after it, and the screen after it.
public enum TraceReport {
    /// The trace of `result` as text.
    public static func text(for result: JourneyResult) -> String {
        var lines = [
            "Journey: \(result.id)",
            "File: \(result.journey.file)",
            "Configuration: \(result.configuration)",
        ]
        if let failed = result.failedStep {
            lines.append("Result: failed at line \(failed.step.line) after \(result.duration.readable)")
        } else {
            lines.append("Result: passed in \(result.duration.readable)")
        }
        var previousAfter: ElementTree?
        for (index, step) in result.steps.enumerated() {
            lines.append("")
            lines.append("Step \(index + 1), line \(step.step.line): \(step.step.source)")
            if let failure = step.failure {
                lines.append("  failed after \(step.duration.readable): " + failure.message.replacingLineBreaks(indent: "  "))
            } else {
                lines.append("  passed in \(step.duration.readable)")
            }
            lines.append("  Tree before:")
            if let before = step.treeBefore, before == previousAfter {
                lines.append("    the same as after step \(index)")
            } else {
                lines.append(indented(step.treeBefore?.debugDescription ?? "none: the app has not sent a screen"))
            }
            lines.append("  Tree after:")
            if let after = step.treeAfter, after == step.treeBefore {
                lines.append("    unchanged")
            } else {
                lines.append(indented(step.treeAfter?.debugDescription ?? "none: the app has not sent a screen"))
            }
            if let after = step.treeAfter, after != step.treeBefore {
                lines.append("  Screen after:")
                lines.append(indented(ScreenRenderer.render(after).framed))
            }
            previousAfter = step.treeAfter
        }
        if !result.stepsNotRun.isEmpty {
            lines.append("")
            lines.append("Not run:")
            lines += result.stepsNotRun.map { "  line \($0.line): \($0.source)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    /// The string with each line break followed by `indent`.
    func replacingLineBreaks(indent: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
