import Driver
import ScreenModel

/// The files that describe a failed journey run at the moment it failed: what failed
/// and why, the tree dump, the text screenshot and the app's log tail.
public enum FailureReport {
    /// One file of a failure report: its name and contents.
    public struct File: Sendable, Hashable {
        /// The file's name, e.g. `failure.txt`.
        public var name: String
        /// Its contents.
        public var contents: String
    }

    /// The files for `result`, or none if it passed.
    public static func files(for result: JourneyResult) -> [File] {
        guard let failed = result.failedStep, let failure = failed.failure else { return [] }
        var summary = [
            "Journey: \(result.id)",
            "Failed at: \(result.journey.file):\(failed.step.line)",
            "Step: \(failed.step.source)",
            "Configuration: \(result.configuration)",
            "",
            failure.description,
        ]
        if !result.stepsNotRun.isEmpty {
            summary += ["", "Not run:"] + result.stepsNotRun.map { "  line \($0.line): \($0.source)" }
        }
        var files = [File(name: "failure.txt", contents: summary.joined(separator: "\n") + "\n")]
        if let diagnostics = failure.diagnostics {
            if let tree = diagnostics.tree {
                files.append(File(name: "tree.txt", contents: tree.debugDescription + "\n"))
            }
            if let screen = diagnostics.screenshot {
                files.append(File(name: "screen.txt", contents: screen.framed + "\n"))
            }
            files.append(File(name: "app-log.txt", contents: diagnostics.logTail.isEmpty ? "" : diagnostics.logTail + "\n"))
        }
        return files
    }
}
