import Foundation
import JourneyTrace
import Sharding

extension JourneyCommand {
    /// Where a run's report goes: `--report FILE`, else beside the JUnit file, else in
    /// the results folder.
    func reportPath(_ invocation: Invocation, results: ResultsFolder) -> String {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        if let path = invocation.reportPath { return loader.absolutePath(path) }
        if let junit = invocation.junitPath {
            return (loader.absolutePath(junit) as NSString).deletingLastPathComponent + "/" + ReportWriter.fileName
        }
        return results.root + "/" + ReportWriter.fileName
    }

    /// `journey report [FOLDER ...]`: the HTML report of the traces in the folders (by
    /// default `.journey-results/traces`), such as a `swift test` run with
    /// `JOURNEY_TRACE` writes.
    func buildReport(_ invocation: Invocation) throws -> Int32 {
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let folders = invocation.paths.isEmpty ? [currentDirectory + "/.journey-results/traces"] : invocation.paths.map(loader.absolutePath)
        var traces: [Trace] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { throw UsageError.noSuchPath(display(folder)) }
            let paths = isFolder.boolValue ? TraceFile.paths(in: folder) : [folder]
            for path in paths {
                do throws(TraceFileError) {
                    traces.append(try TraceFile.read(path))
                } catch {
                    throw UsageError.unreadableInput(path: display(path), reason: error.description)
                }
            }
        }
        guard !traces.isEmpty else {
            throw UsageError.unreadableInput(
                path: folders.map(display).joined(separator: ", "),
                reason: "no \(TraceFile.suffix) files there; run with --trace on, or swift test with JOURNEY_TRACE=on")
        }
        let path = invocation.reportPath.map(loader.absolutePath) ?? currentDirectory + "/.journey-results/" + ReportWriter.fileName
        let data = try ReportWriter.write(traces, to: path, timestamp: invocation.timestamp)
        output("Report of \(traces.count) trace\(traces.count == 1 ? "" : "s") (\(data.counts.sentence)): \(display(path))\n")
        return Self.success
    }

    /// `path` relative to the current directory when it is inside it.
    func display(_ path: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

extension Trace {
    /// The trace with its steps, times and failures but without screens, trees, work or
    /// log: what the report keeps of a run `--trace` does not cover.
    var withoutDetail: Trace {
        var light = self
        for index in light.steps.indices {
            light.steps[index].before = nil
            light.steps[index].after = nil
            light.steps[index].events = nil
            light.steps[index].log = nil
        }
        light.store = TraceStore()
        return light
    }
}
