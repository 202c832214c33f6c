import Foundation
import Sharding

extension JourneyCommand {
    /// What a run will do: which journeys, under which configurations, against which app.
    struct Plan {
        /// Each journey with the configuration to run it under, in run order.
        var units: [SuiteRunner.Unit]
        var results: ResultsFolder
        var notes: [String]

        /// The journeys that run, each once, in run order.
        var journeys: [Journey] {
            var seen = Set<String>()
            return units.map(\.journey).filter { seen.insert($0.file).inserted }
        }
    }

    /// Finds, parses and selects the journeys `invocation` asks for.
    func plan(for invocation: Invocation) throws -> Plan {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        var paths = invocation.paths
        if invocation.readsPathsFromInput {
            // One path a line, as `circleci tests split` and `find` print them; blank lines and surrounding spaces ignored.
            guard let input = standardInput() else { throw UsageError.inputTooLarge(limit: ScriptSource.maximumBytes) }
            let given = input.split(whereSeparator: \.isNewline).map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
            paths = paths.filter { $0 != Invocation.standardInputPath } + given
            guard !paths.isEmpty else { throw UsageError.wrongPaths(command: invocation.command.rawValue, expected: "paths on standard input after -, one a line; none came") }
        }
        if paths.isEmpty {
            paths = [try BundledJourneys.locate(currentDirectory: currentDirectory, executablePath: executablePath).get()]
        }
        let files = try loader.files(in: paths)
        let available = LaunchConfiguration.builtIn + (try loader.configurations(in: paths))
        let named = try invocation.configurations.map { name throws(UsageError) in
            guard let configuration = available.last(where: { $0.name == name }) else {
                throw .unknownConfiguration(name, available: available.map(\.name))
            }
            return configuration
        }
        let configurations = named.isEmpty ? [LaunchConfiguration.standard] : named
        // Every file is parsed, in or out of this shard, so a script error fails every machine of a CI matrix.
        let journeys = try loader.journeys(in: files)
        var results = ResultsFolder(
            root: currentDirectory + "/.journey-results", junitPath: invocation.junitPath.map(loader.absolutePath),
            outputsFolder: invocation.outputsFolder.map(loader.absolutePath))
        results.shard = invocation.shard

        var selected = files
        var notes: [String] = []
        if !invocation.filter.isEmpty {
            let names = Dictionary(journeys.map { ($0.file, $0.name) }, uniquingKeysWith: { first, _ in first })
            selected = selected.filter { EngineEnvironment.picks(invocation.filter, name: names[$0.path] ?? "", file: $0.path) }
            notes.append("Filter \(invocation.filter.joined(separator: ",")): \(selected.count) of \(files.count) journey files.")
        }
        let shardable = selected
        if let shard = invocation.shard {
            if let durationsPath = invocation.durationsPath {
                let durations = try DurationsFile.read(loader.absolutePath(durationsPath), as: durationsPath)
                let paths = Set(shard.select(shardable.map(\.path), durations: durations))
                selected = selected.filter { paths.contains($0.path) }
                let known = shardable.filter { durations.seconds(for: $0.path) != nil }.count
                notes.append("Shard \(shard): \(selected.count) of \(shardable.count) journey files, balanced by the durations of \(known).")
            } else {
                let paths = Set(shard.select(shardable.map(\.path)))
                selected = selected.filter { paths.contains($0.path) }
                notes.append("Shard \(shard): \(selected.count) of \(shardable.count) journey files.")
            }
        }
        let chosen = Set(selected.map(\.path))
        // Configurations are an app's launch flags: a program journey runs once, as written.
        let units = journeys.filter { chosen.contains($0.file) }.flatMap { journey in
            (journey.kind == .program ? [LaunchConfiguration.standard] : configurations).map { SuiteRunner.Unit(journey, under: $0) }
        }
        guard invocation.lastFailed else { return Plan(units: units, results: results, notes: notes) }

        guard let failed = results.lastFailed.read(), !failed.isEmpty else {
            notes.append("No failures recorded by the last run; running every journey.")
            return Plan(units: units, results: results, notes: notes)
        }
        // Each failure reruns under the configuration it failed in (among those named, if any were).
        let absolute = Dictionary(files.map { ($0.path, $0.absolutePath) }, uniquingKeysWith: { first, _ in first })
        var rerun: [SuiteRunner.Unit] = []
        var missing: [String] = []
        for journey in journeys where chosen.contains(journey.file) {
            let failures = failed.filter { $0.file == absolute[journey.file] }.map(\.configuration).sorted()
            for name in failures where named.isEmpty || named.contains(where: { $0.name == name }) {
                if let configuration = available.last(where: { $0.name == name }) {
                    rerun.append(SuiteRunner.Unit(journey, under: configuration))
                } else {
                    missing.append("\(journey.name) [\(name)]")
                }
            }
        }
        let count = rerun.count
        notes.append("Rerunning the \(count) journey\(count == 1 ? "" : "s") that failed last time, each under the configuration it failed in.")
        if !missing.isEmpty {
            notes.append("Not rerun, their configuration is no longer defined: \(missing.joined(separator: ", ")).")
        }
        return Plan(units: rerun, results: results, notes: notes)
    }
}
