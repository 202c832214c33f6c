import Foundation
package import JourneyTrace
package import Sharding

/// Where a run leaves its files: traces and the last-failed list in the results
/// folder (`.journey-results/`), failure files there too, or beside the JUnit file.
package struct ResultsFolder: Sendable {
    /// The results folder.
    package var root: String
    /// The folder that receives one subfolder of failure files per failed run.
    package var failures: String
    /// The shard this run is, named in its traces.
    package var shard: Shard?

    /// The folder `failures` gets when a JUnit file is written: beside it.
    package static let failuresBesideJUnit = "journey-failures"

    /// Creates the layout for a run with results in `root`, and failure files beside
    /// `junitPath` when there is one.
    ///
    /// With `outputsFolder` (Bazel's `TEST_UNDECLARED_OUTPUTS_DIR`), everything goes
    /// there, failure files in its `journey-failures/`.
    package init(root: String, junitPath: String?, outputsFolder: String? = nil) {
        self.root = outputsFolder ?? root
        if let outputsFolder {
            failures = outputsFolder + "/" + Self.failuresBesideJUnit
        } else if let junitPath {
            let folder = (junitPath as NSString).deletingLastPathComponent
            failures = (folder.isEmpty ? "." : folder) + "/" + Self.failuresBesideJUnit
        } else {
            failures = root + "/failures"
        }
    }

    /// Where traces go.
    package var traces: String { root + "/traces" }

    /// The list of journeys that failed last time.
    package var lastFailed: LastFailedList { LastFailedList(path: root + "/last-failed") }

    /// Creates the folders and removes the traces and failure files of earlier runs, so
    /// what is there afterwards belongs to this run.
    package func prepare() throws {
        let manager = FileManager.default
        for folder in [traces, failures] where manager.fileExists(atPath: folder) {
            try manager.removeItem(atPath: folder)
        }
        try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// The folder of `id`'s failure files.
    package func failureFolder(for id: RunID) -> String {
        failures + "/" + id.fileStem
    }

    /// Writes what `result` needs under `policy`: its trace, and its failure files if it
    /// failed. Returns the paths of what it wrote, to point a person at.
    package func record(_ result: JourneyResult, trace policy: TracePolicy) throws -> [String] {
        var pointers: [String] = []
        let files = FailureReport.files(for: result)
        if !files.isEmpty {
            let folder = failureFolder(for: result.id)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in files {
                try file.contents.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8)
            }
            pointers.append(folder + "/failure.txt")
        }
        if policy.traces(passed: result.passed) {
            pointers.append(try TraceFile.write(result.trace(shard: shard), to: traces, stem: result.id.fileStem))
        }
        return pointers
    }
}
