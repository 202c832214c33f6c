import Foundation

extension JourneyCommand {
    /// What a run will do: which journeys, under which configurations, against which app.
    struct Plan {
        var journeys: [Journey]
        var configurations: [LaunchConfiguration]
        var results: ResultsFolder
        var notes: [String]
    }

    /// Finds, parses and selects the journeys `invocation` asks for.
    func plan(for invocation: Invocation) throws -> Plan {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        var paths = invocation.paths
        if paths.isEmpty {
            paths = [try BundledJourneys.locate(currentDirectory: currentDirectory, executablePath: executablePath).get()]
        }
        let files = try loader.files(in: paths)
        let available = LaunchConfiguration.builtIn + (try loader.configurations(in: paths))
        let configurations = try invocation.configurations.map { name throws(UsageError) in
            guard let configuration = available.last(where: { $0.name == name }) else {
                throw .unknownConfiguration(name, available: available.map(\.name))
            }
            return configuration
        }
        // Every file is parsed, in or out of this shard, so a script error fails every machine of a CI matrix.
        let journeys = try loader.journeys(in: files)
        let results = ResultsFolder(root: currentDirectory + "/.journey-results", junitPath: invocation.junitPath.map(loader.absolutePath))

        var selected = files
        var notes: [String] = []
        if let shard = invocation.shard {
            let paths = Set(shard.select(files.map(\.path)))
            selected = selected.filter { paths.contains($0.path) }
            notes.append("Shard \(shard): \(selected.count) of \(files.count) journey files.")
        }
        if invocation.lastFailed {
            if let failed = results.lastFailed.read(), !failed.isEmpty {
                selected = selected.filter { failed.contains($0.absolutePath) }
                notes.append("Rerunning the \(selected.count) journey file\(selected.count == 1 ? "" : "s") that failed last time.")
            } else {
                notes.append("No failures recorded by the last run; running every journey.")
            }
        }
        let chosen = Set(selected.map(\.path))
        return Plan(
            journeys: journeys.filter { chosen.contains($0.file) },
            configurations: configurations.isEmpty ? [.standard] : configurations,
            results: results, notes: notes
        )
    }
}
