import Foundation
import JourneyTrace
import Sharding

extension JourneyCommand {
    /// `journey merge FOLDER... [--output DIR]`: finds in each folder (and below) the
    /// JUnit files, failure folders and HTML reports of a shard, and writes one of each
    /// for them all to DIR (default `merged`): `junit.xml`, `journey-failures/`,
    /// `report.html`, and `durations.json` for balancing the next run's shards.
    func merge(_ invocation: Invocation) throws -> Int32 {
        guard !invocation.paths.isEmpty else {
            throw UsageError.wrongPaths(command: "merge", expected: "the folders of the shards' results, e.g. journey merge shard-1 shard-2")
        }
        let loader = JourneyLoader(currentDirectory: currentDirectory)
        let output = loader.absolutePath(invocation.outputPath ?? "merged")
        let inputs = invocation.paths.map(loader.absolutePath)
        var junit: [XMLNode] = []
        var reports: [ReportData] = []
        var failureFolders: [String] = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { throw UsageError.noSuchPath(display(input)) }
            let files = isFolder.boolValue ? Self.files(under: input, excluding: output) : [input]
            for file in files {
                if file.hasSuffix(".xml"), let data = FileManager.default.contents(atPath: file) {
                    guard let root = try? XMLNode.parse(data) else { throw UsageError.unreadableInput(path: display(file), reason: "it is not well-formed XML") }
                    if root.name == "testsuites" || root.name == "testsuite" { junit.append(root) }
                } else if file.hasSuffix(".html"), let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains(ReportPage.dataElementID) {
                    do {
                        reports.append(try ReportPage.data(in: text))
                    } catch {
                        throw UsageError.unreadableInput(path: display(file), reason: "\(error)")
                    }
                }
            }
            if isFolder.boolValue { failureFolders += Self.failureFolders(under: input, excluding: output) }
        }
        guard !junit.isEmpty || !reports.isEmpty || !failureFolders.isEmpty else {
            throw UsageError.unreadableInput(
                path: inputs.map(display).joined(separator: ", "),
                reason: "no JUnit files, failure folders or journey reports there")
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var written: [String] = []
        if !junit.isEmpty {
            try JUnitMerge.merge(junit).write(toFile: output + "/junit.xml", atomically: true, encoding: .utf8)
            written.append("\(display(output))/junit.xml (\(junit.count) files)")
        }
        if !failureFolders.isEmpty {
            let count = try Self.copyFailures(failureFolders, to: output + "/" + ResultsFolder.failuresBesideJUnit)
            written.append("\(display(output))/\(ResultsFolder.failuresBesideJUnit)/ (\(count) failures)")
        }
        var journeys: [ReportData.Journey] = []
        if !reports.isEmpty {
            let traces = reports.flatMap(\.traces)
            let data = ReportData(traces: traces, title: reports[0].title, generatedAt: invocation.timestamp ? ReportWriter.now() : nil)
            try ReportWriter.write(data, to: output + "/" + ReportWriter.fileName)
            journeys = data.journeys
            written.append("\(display(output))/\(ReportWriter.fileName) (\(reports.count) reports: \(data.counts.sentence))")
        }
        // Swift tests' durations from the JUnit files, journeys' from the reports.
        var durations = DurationsFile()
        for (test, seconds) in JUnitMerge.testDurations(junit) { durations.record(seconds, for: test) }
        var perFile: [String: Double] = [:]
        for journey in journeys {
            guard let file = journey.file, !journey.runs.isEmpty else { continue }
            perFile[file, default: 0] += Double(journey.durationMicroseconds) / 1e6 / Double(journey.runs.count)
        }
        for (file, seconds) in perFile { durations.record(seconds, for: file) }
        if !durations.seconds.isEmpty {
            try durations.write(to: output + "/" + ReportWriter.durationsFileName)
            written.append("\(display(output))/\(ReportWriter.durationsFileName)")
        }
        self.output("Merged:\n" + written.map { "  \($0)\n" }.joined())
        return Self.success
    }

    /// Every file under `folder`, sorted, leaving out `excluded` (the output, when it is inside).
    private static func files(under folder: String, excluding excluded: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            if path == excluded || path.hasPrefix(excluded + "/") { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    /// The failure folders under `folder`: `journey-failures/` beside a JUnit file, or a
    /// results folder's `failures/`.
    private static func failureFolders(under folder: String, excluding excluded: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var folders: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = folder + "/" + relative
            if path == excluded || path.hasPrefix(excluded + "/") { continue }
            let name = (relative as NSString).lastPathComponent
            if name == ResultsFolder.failuresBesideJUnit || relative.hasSuffix(".journey-results/failures") || relative == ".journey-results/failures" {
                folders.append(path)
            }
        }
        return folders.sorted()
    }

    /// Copies each failure's folder into `destination`; a name taken by an earlier shard
    /// gets `-2`, `-3`, … Returns how many were copied.
    private static func copyFailures(_ folders: [String], to destination: String) throws -> Int {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination) { try manager.removeItem(atPath: destination) }
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        var count = 0
        for folder in folders {
            for name in (try manager.contentsOfDirectory(atPath: folder)).sorted() {
                var target = destination + "/" + name
                var suffix = 1
                while manager.fileExists(atPath: target) {
                    suffix += 1
                    target = destination + "/" + name + "-\(suffix)"
                }
                try manager.copyItem(atPath: folder + "/" + name, toPath: target)
                count += 1
            }
        }
        return count
    }
}
