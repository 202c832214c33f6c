import Foundation
@testable import JourneyScript
import JourneyTrace
import Synchronization
import Testing

@Suite("Reporters of a run")
struct ReporterListTests {
    /// A reporter that writes down what it hears, and the files it was told of.
    private final class Listener: Reporter {
        let heard = Mutex<[String]>([])
        let writes: [String]

        init(writes: [String] = []) { self.writes = writes }

        func journeyBegan(_ id: RunID) { heard.withLock { $0.append("began \(id)") } }
        func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] {
            heard.withLock { $0.append("finished \(result.id) with \(files)") }
            return writes
        }
        func runFinished(_ run: FinishedRun) throws { heard.withLock { $0.append("run finished") } }
    }

    /// A reporter whose every file fails to be written.
    private struct Failing: Reporter {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }
        func journeyFinished(_ result: JourneyResult, files: [String]) throws -> [String] { throw Refused() }
        func runFinished(_ run: FinishedRun) throws { throw Refused() }
    }

    private func result(_ name: String) throws -> JourneyResult {
        let journey = try JourneyParser.parse("launch --uitesting\n", file: "journeys/\(name).journey")
        let id = RunID(name: name, file: journey.file, configuration: LaunchConfiguration.standard.name, attempt: 1, showsConfiguration: false, showsAttempt: false)
        return JourneyResult(id: id, journey: journey, configuration: .standard, steps: [], duration: .milliseconds(5), warnings: [])
    }

    private func reporters(_ arguments: [String], in folder: String) throws -> [any Reporter] {
        let invocation = try Invocation.parse(arguments)
        let command = JourneyCommand(currentDirectory: folder, output: { _ in }, errorOutput: { _ in })
        let results = ResultsFolder(root: folder + "/.journey-results", junitPath: invocation.junitPath)
        let display = ProgressDisplay(mode: .periodic(interval: .seconds(10)), now: { .zero }, output: { _ in })
        let tracker = ProgressTracker(estimate: ProgressEstimate(expected: [], parallelism: 1), total: 0) { _ in nil }
        return command.reporters(
            for: invocation, results: results, console: ConsoleReporter(layout: .sequential, write: { _ in }),
            progress: ProgressReporter(display: display, tracker: tracker))
    }

    private func kinds(_ reporters: [any Reporter]) -> [String] {
        reporters.map { String(describing: type(of: $0)) }
    }

    @Test("a run with --junit has a JUnit reporter writing where it says, between the progress and the end-of-run files")
    func junitOptionAddsItsReporter() throws {
        let folder = try ScratchDirectory()

        let reporters = try reporters(["run", "--junit", "build/junit.xml"], in: folder.path)

        #expect(
            kinds(reporters) == [
                "ResultFilesReporter", "ConsoleReporter", "ProgressReporter", "JUnitReporter", "LastFailedReporter", "HTMLReporter",
                "DurationsReporter", "SummaryReporter",
            ])
        let junit = try #require(reporters.compactMap { $0 as? JUnitReporter }.first)
        #expect(junit.path == folder.path + "/build/junit.xml")
        // The report goes beside the JUnit file, as it always has.
        #expect(reporters.compactMap { $0 as? HTMLReporter }.first?.path == folder.path + "/build/report.html")
    }

    @Test("a run without --junit has no JUnit reporter, and every other one")
    func noJUnitWithoutItsOption() throws {
        let folder = try ScratchDirectory()

        let reporters = try reporters(["run", "--trace", "on", "--report", "out/r.html"], in: folder.path)

        #expect(
            kinds(reporters) == [
                "ResultFilesReporter", "ConsoleReporter", "ProgressReporter", "LastFailedReporter", "HTMLReporter", "DurationsReporter",
                "SummaryReporter",
            ])
        #expect(reporters.compactMap { $0 as? HTMLReporter }.first?.path == folder.path + "/out/r.html")
        #expect(reporters.compactMap { $0 as? ResultFilesReporter }.first?.policy == .on)
    }

    @Test("every reporter hears a journey in list order, each told the files the ones before it wrote")
    func journeyEventsInOrder() throws {
        let first = Listener(writes: ["/r/trace.json"])
        let second = Listener()
        let list = ReporterList([first, second], warn: { _ in })
        let run = try result("sign-in")

        list.handle(.started(run.id))
        list.handle(.finished(run))

        #expect(first.heard.withLock { $0 } == ["began sign-in", "finished sign-in with []"])
        #expect(second.heard.withLock { $0 } == ["began sign-in", #"finished sign-in with ["/r/trace.json"]"#])
    }

    @Test("a reporter that cannot write a journey's files is named in a warning, and the reporters after it still hear of the journey")
    func journeyFailureWarnsAndGoesOn() throws {
        let warnings = Mutex("")
        let after = Listener()
        let list = ReporterList([Failing(), after], warn: { text in warnings.withLock { $0 += text } })
        let run = try result("cart")

        list.handle(.finished(run))

        #expect(warnings.withLock { $0 } == "warning: could not write the reports of cart: the disk is full\n")
        #expect(after.heard.withLock { $0 } == ["finished cart with []"])
    }

    @Test("a reporter that cannot write its file at the end of the run ends it with its error, and the reporters after it are not told")
    func runFailureStopsTheRest() throws {
        let before = Listener()
        let after = Listener()
        let list = ReporterList([before, Failing(), after], warn: { _ in })

        #expect(throws: Failing.Refused.self) { try list.runFinished(FinishedRun(outcomes: [], duration: .zero)) }

        #expect(before.heard.withLock { $0 } == ["run finished"])
        #expect(after.heard.withLock { $0 }.isEmpty)
    }

    @Test("the JUnit file whose folder cannot be made fails with an error naming the file, its path and why")
    func junitUnwritable() throws {
        let folder = try ScratchDirectory()
        try "not a folder".write(toFile: folder.path + "/build", atomically: true, encoding: .utf8)
        let results = ResultsFolder(root: folder.path + "/.journey-results", junitPath: "build/junit.xml")
        let prefix = folder.path + "/"
        let reporter = JUnitReporter(path: prefix + "build/junit.xml", results: results, display: { $0.replacingOccurrences(of: prefix, with: "") })

        let error = #expect(throws: ReportFileError.self) { try reporter.runFinished(FinishedRun(outcomes: [], duration: .zero)) }

        #expect(error?.file == "the JUnit file")
        #expect(error?.path == "build/junit.xml")
        #expect(
            error?.description
                == "could not write the JUnit file build/junit.xml: \(prefix)build: The operation could not be completed. A file with the same name already exists; "
                + "check that its folder can be created and written to")
    }
}
