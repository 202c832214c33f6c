import Foundation
@testable import JourneyScript
import Testing

/// The results folder a run prepares before its first journey: there, and holding
/// nothing of an earlier run's traces or failure files.
@Suite("Results folder: preparing for a run")
struct ResultsFolderTests {
    /// Whether `path` is a directory.
    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    @Test("preparing makes a results folder that is not there yet, and the folders it sits in, before anything is written to it")
    func preparingMakesTheFolder() throws {
        let scratch = try ScratchDirectory()
        let results = ResultsFolder(root: scratch.path + "/build/.journey-results", junitPath: nil)
        #expect(!isFolder(scratch.path + "/build"))

        try results.prepare()

        #expect(isFolder(results.root))
        #expect(try FileManager.default.contentsOfDirectory(atPath: results.root).isEmpty)
    }

    @Test("preparing a results folder already there removes the earlier run's traces and failure files and keeps its last-failed list")
    func preparingClearsEarlierRun() throws {
        let scratch = try ScratchDirectory()
        let results = ResultsFolder(root: scratch.path + "/.journey-results", junitPath: nil)
        try FileManager.default.createDirectory(atPath: results.traces, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: results.failures + "/login", withIntermediateDirectories: true)
        try "old".write(toFile: results.traces + "/login.json", atomically: true, encoding: .utf8)
        try results.lastFailed.write([LastFailedList.Entry(file: "journeys/login.journey", configuration: "default")])

        try results.prepare()

        #expect(isFolder(results.root))
        #expect(!FileManager.default.fileExists(atPath: results.traces))
        #expect(!FileManager.default.fileExists(atPath: results.failures))
        #expect(results.lastFailed.read() == [LastFailedList.Entry(file: "journeys/login.journey", configuration: "default")])
    }
}
