package import JourneyTrace

/// Everything the HTML report shows, as the page embeds it: the counts, each journey
/// with its runs (traces without their stores), each step's tree changes, and one store
/// of every tree and screen, each kept once.
package struct ReportData: Codable, Sendable, Equatable {
    /// The page's heading.
    package var title: String
    /// When the report was made, only if asked for: without it the same results give the same page.
    package var generatedAt: String?
    /// How many journeys passed, failed, flaked, were skipped or interrupted.
    package var counts: Counts
    /// The journeys, in the order they were given.
    package var journeys: [Journey]
    /// Every tree and screen the runs refer to.
    package var store: TraceStore

    /// Journeys by result.
    package struct Counts: Codable, Sendable, Equatable {
        /// Every run passed.
        package var passed = 0
        /// Every run failed.
        package var failed = 0
        /// Some runs passed, some failed.
        package var flaky = 0
        /// Skipped or not run.
        package var skipped = 0
        /// A signal stopped it.
        package var interrupted = 0

        /// Creates counts.
        package init(passed: Int = 0, failed: Int = 0, flaky: Int = 0, skipped: Int = 0, interrupted: Int = 0) {
            self.passed = passed
            self.failed = failed
            self.flaky = flaky
            self.skipped = skipped
            self.interrupted = interrupted
        }

        /// Counts one journey of `result`.
        mutating func add(_ result: TraceResult) {
            switch result {
            case .passed: passed += 1
            case .failed: failed += 1
            case .flaky: flaky += 1
            case .skipped: skipped += 1
            case .interrupted: interrupted += 1
            }
        }

        /// `2 passed, 1 failed, 1 flaky`, with skipped and interrupted when there are any.
        package var sentence: String {
            var parts = ["\(passed) passed", "\(failed) failed"]
            if flaky > 0 { parts.append("\(flaky) flaky") }
            if skipped > 0 { parts.append("\(skipped) skipped") }
            if interrupted > 0 { parts.append("\(interrupted) interrupted") }
            return parts.joined(separator: ", ")
        }
    }

    /// One journey (a file or test under one configuration) and every run of it.
    package struct Journey: Codable, Sendable, Equatable {
        /// `sign-in`, or `sign-in [es]`.
        package var title: String
        /// The file it is written in.
        package var file: String?
        /// The configuration it ran under; nil for the default one.
        package var configuration: String?
        /// The shards that ran it.
        package var shards: [String]?
        /// The verdict over its runs: the worst, and flaky when some passed and some failed.
        package var result: TraceResult
        /// The time of all its runs, in microseconds.
        package var durationMicroseconds: Int64
        /// Its runs, in order, each a trace whose store is the report's.
        package var runs: [Run]
    }

    /// One run of a journey, and the changes in the tree at each of its steps.
    package struct Run: Codable, Sendable, Equatable {
        /// The run's trace; its trees and screens are in the report's store.
        package var trace: Trace
        /// For each step, what changed in the tree from before it to after it.
        package var changes: [[TreeDiff.Change]]
    }

    /// Groups `traces` into journeys (by file or name and configuration, in the order
    /// first seen), stores their trees and screens once, and works out each step's
    /// changes and each journey's verdict.
    package init(traces: [Trace], title: String = "Journey report", generatedAt: String? = nil) {
        self.title = title
        self.generatedAt = generatedAt
        var store = TraceStore()
        var order: [String] = []
        var grouped: [String: [Run]] = [:]
        for original in traces {
            var trace = original
            let renames = store.merge(trace.store)
            if !renames.trees.isEmpty || !renames.screens.isEmpty { trace.rename(renames) }
            trace.store = TraceStore()
            let changes = trace.steps.map { step in
                TreeDiff.changes(from: step.before?.tree.flatMap { store.trees[$0] }, to: step.after?.tree.flatMap { store.trees[$0] })
            }
            if grouped[trace.journeyKey] == nil { order.append(trace.journeyKey) }
            grouped[trace.journeyKey, default: []].append(Run(trace: trace, changes: changes))
        }
        var counts = Counts()
        journeys = order.map { key in
            let runs = grouped[key] ?? []
            let first = runs[0].trace
            let result = Self.verdict(runs.map(\.trace.result))
            counts.add(result)
            let shards = runs.compactMap(\.trace.shard).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return Journey(
                title: first.name + (first.configuration.map { " [\($0)]" } ?? ""), file: first.file, configuration: first.configuration,
                shards: shards.isEmpty ? nil : shards, result: result,
                durationMicroseconds: runs.reduce(0) { $0 + $1.trace.durationMicroseconds }, runs: runs
            )
        }
        self.counts = counts
        self.store = store
    }

    /// The verdict over several runs of one journey: flaky when some passed and some
    /// failed, else the worst.
    package static func verdict(_ results: [TraceResult]) -> TraceResult {
        let failed = results.contains(.failed) || results.contains(.flaky)
        if failed && (results.contains(.passed) || results.contains(.flaky)) { return .flaky }
        return results.max() ?? .skipped
    }

    /// Every run's trace with the report's store: what another report can be built from.
    package var traces: [Trace] {
        journeys.flatMap(\.runs).map { run in
            var trace = run.trace
            trace.store = store.subset(for: trace)
            return trace
        }
    }
}

extension TraceStore {
    /// The trees and screens `trace` refers to.
    func subset(for trace: Trace) -> TraceStore {
        var subset = TraceStore()
        var moments = trace.steps.flatMap { [$0.before, $0.after] }.compactMap { $0 }
        if let final = trace.recording?.finalScreen { moments.append(TraceMoment(screen: final)) }
        for moment in moments {
            if let key = moment.tree { subset.trees[key] = trees[key] }
            if let key = moment.screen { subset.screens[key] = screens[key] }
        }
        return subset
    }
}

extension Trace {
    /// Points the trace's references at new keys.
    mutating func rename(_ renames: (trees: [String: String], screens: [String: String])) {
        func renamed(_ moment: TraceMoment?) -> TraceMoment? {
            guard var moment else { return nil }
            if let key = moment.tree { moment.tree = renames.trees[key] ?? key }
            if let key = moment.screen { moment.screen = renames.screens[key] ?? key }
            return moment
        }
        for index in steps.indices {
            steps[index].before = renamed(steps[index].before)
            steps[index].after = renamed(steps[index].after)
        }
        if let final = recording?.finalScreen { recording?.finalScreen = renames.screens[final] ?? final }
    }
}
