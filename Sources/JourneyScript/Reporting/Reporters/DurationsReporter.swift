import Foundation
import Sharding

/// How long each journey file took (a run's average, added up over its configurations),
/// written when the run finishes into the results folder's durations file, which keeps
/// the files this run did not take. Later runs read it to balance `--shard` and to
/// estimate the time left.
///
/// The file is only an estimate for later runs: when it cannot be written, the reporter
/// warns and the run goes on.
struct DurationsReporter: Reporter {
    /// The durations file.
    let path: String
    /// Receives the warning when the file cannot be written.
    let warn: @Sendable (String) -> Void

    /// Records the run's durations; warns when they cannot be written.
    func runFinished(_ run: FinishedRun) {
        var durations = (try? DurationsFile.read(path)) ?? DurationsFile()
        var perFile: [String: Double] = [:]
        for outcome in run.outcomes where outcome.status != .interrupted && !outcome.runs.isEmpty {
            let total = outcome.runs.reduce(Duration.zero) { $0 + $1.duration }
            perFile[outcome.journey.file, default: 0] += total.seconds / Double(outcome.runs.count)
        }
        for (file, seconds) in perFile { durations.record(seconds, for: file) }
        do {
            try durations.write(to: path)
        } catch {
            warn("warning: could not write \(path): \(error)\n")
        }
    }
}
