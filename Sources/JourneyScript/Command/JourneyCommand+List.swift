import Foundation
import Sharding

extension JourneyCommand {
    /// `journey list --json`: the plan, for a CI splitter to read.
    ///
    /// `{"format": "journey-plan", "version": 1, "shard": "1/3", "expectedSeconds": 4.2,
    /// "journeys": [{"file": …, "name": …, "kind": "app", "configurations": ["standard"],
    /// "expectedSeconds": 1.4}]}`: each journey file once, in run order, with the
    /// configurations it runs under and how long it is expected to take (its time in the
    /// durations file, `--durations` or the results folder's, once per configuration;
    /// absent when no earlier run timed it). `shard` is absent when there is none.
    func planListing(_ plan: Plan, _ invocation: Invocation) throws -> String {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let durations: DurationsFile? =
            if let path = invocation.durationsPath {
                try DurationsFile.read(loader.absolutePath(path), as: path)
            } else {
                try? DurationsFile.load(plan.results.root + "/" + ReportWriter.durationsFileName)
            }
        let entries = plan.journeys.map { journey in
            let configurations = plan.units.filter { $0.journey.file == journey.file }.map(\.configuration.name)
            let seconds = durations?.seconds(for: journey.file).map { $0 * Double(configurations.count) }
            return PlanListing.Entry(
                file: journey.file, name: journey.name, kind: journey.kind == .app ? "app" : "program",
                configurations: configurations, expectedSeconds: seconds)
        }
        let known = entries.compactMap(\.expectedSeconds)
        let listing = PlanListing(shard: invocation.shard?.description, expectedSeconds: known.isEmpty ? nil : known.reduce(0, +), journeys: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(listing), as: UTF8.self) + "\n"
    }
}

/// What `journey list --json` prints.
struct PlanListing: Codable, Equatable {
    /// One journey file of the plan.
    struct Entry: Codable, Equatable {
        /// The file, as `journey run` takes it and JUnit's `file` names it.
        var file: String
        /// The journey's name, as JUnit's `name` gives it.
        var name: String
        /// `app` or `program`.
        var kind: String
        /// The configurations it runs under, in order.
        var configurations: [String]
        /// Its expected time over all its configurations, when an earlier run timed it.
        var expectedSeconds: Double?
    }

    /// Always `journey-plan`.
    var format = "journey-plan"
    /// 1.
    var version = 1
    /// The shard, `i/n`, if the plan is one.
    var shard: String?
    /// The sum of the known expected times.
    var expectedSeconds: Double?
    /// The journeys, in run order.
    var journeys: [Entry]
}
