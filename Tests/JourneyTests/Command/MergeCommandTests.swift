import Foundation
import JourneyScript
import JourneyTrace
import DriverTesting
import Testing

@Suite("journey merge", .timeLimit(.minutes(3)), .hangReport)
struct MergeCommandTests {
    private static func junit(_ cases: [(name: String, time: String, failure: String?)]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<testsuites name="journey" tests="\#(cases.count)">"#,
            #"  <testsuite name="journeys" tests="\#(cases.count)">"#,
        ]
        for testCase in cases {
            lines.append(#"    <testcase name="\#(testCase.name)" classname="journeys" file="journeys/\#(testCase.name).journey" time="\#(testCase.time)">"#)
            if let failure = testCase.failure { lines.append(#"      <failure message="\#(failure)" type="expectation">\#(failure) &amp; more</failure>"#) }
            lines.append("      <system-out>  ✔ launch</system-out>")
            lines.append("    </testcase>")
        }
        return (lines + ["  </testsuite>", "</testsuites>"]).joined(separator: "\n")
    }

    /// Two shards' results: the first ran sign-in, checkout (failed) and search (failed);
    /// the second, a rerun, search again (passed) and top.
    private static func shards(in folder: TemporaryFolder) throws {
        try folder.write("results/shard-1/junit.xml", junit([("sign-in", "0.010", nil), ("checkout", "0.014", "line 3: expected €12.00"), ("search", "1.009", "timeout")]))
        try folder.write("results/shard-2/junit.xml", junit([("search", "0.010", nil), ("top", "1.500", nil)]))
        try folder.write("results/shard-1/journey-failures/checkout/failure.txt", "Journey: checkout\n")
        try folder.write("results/shard-1/journey-failures/search/failure.txt", "Journey: search, shard 1\n")
        let run = ReportFixtures.run
        try folder.write("results/shard-1/report.html", try ReportPage.html(ReportData(traces: Array(run[0...2]))))
        try folder.write("results/shard-2/report.html", try ReportPage.html(ReportData(traces: Array(run[3...4]))))
    }

    @Test("the shards' JUnit files become one: a journey that failed and passed is flaky, the worst result otherwise wins, times add up")
    func junitMerge() async throws {
        let folder = try TemporaryFolder()
        try Self.shards(in: folder)

        let output = await InProcessCommand.run(["merge", "results", "--output", "merged"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        let document = try XMLElements(Data(try folder.read("merged/junit.xml").utf8))
        let cases = document.named("testcase")
        #expect(cases.map { $0.attributes["name"] ?? "" } == ["sign-in", "checkout", "search", "top"])
        #expect(cases.map { $0.attributes["time"] ?? "" } == ["0.010", "0.014", "1.019", "1.500"])
        #expect(document.named("failure").map { $0.attributes["message"] ?? "" } == ["line 3: expected €12.00"])
        #expect(document.named("flakyFailure").map { $0.attributes["message"] ?? "" } == ["timeout"])
        #expect(document.named("property").map { $0.attributes["name"] ?? "" } == ["flaky"])
        let suites = document.named("testsuites")
        #expect(suites.first?.attributes["tests"] == "4" && suites.first?.attributes["failures"] == "1")
        #expect(suites.first?.attributes["time"] == "2.543")
    }

    @Test("the shards' reports become one report, their failure folders one folder, and their durations one file")
    func reportsAndFailures() async throws {
        let folder = try TemporaryFolder()
        try Self.shards(in: folder)
        try folder.write("results/shard-2/journey-failures/search/failure.txt", "Journey: search, shard 2\n")

        let output = await InProcessCommand.run(["merge", "results/shard-1", "results/shard-2", "--output", "merged"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        let data = try ReportPage.data(in: try folder.read("merged/report.html"))
        #expect(data.counts == ReportData.Counts(passed: 2, failed: 1, flaky: 1))
        #expect(data.journeys.map(\.title) == ["sign-in", "checkout", "search", "top"])
        #expect(data.journeys[2].runs.count == 2)
        #expect(try folder.read("merged/journey-failures/checkout/failure.txt") == "Journey: checkout\n")
        #expect(try folder.read("merged/journey-failures/search/failure.txt") == "Journey: search, shard 1\n")
        #expect(try folder.read("merged/journey-failures/search-2/failure.txt") == "Journey: search, shard 2\n")
        let durations = try JSONDecoder().decode([String: AnyCodableValue].self, from: Data(try folder.read("merged/durations.json").utf8))
        #expect(durations["format"] == .string("journey-durations"))
        #expect(output.standardOutput.contains("merged/report.html (2 reports: 2 passed, 1 failed, 1 flaky)"))
    }

    @Test("merge without folders, or with folders holding nothing to merge, says what it takes")
    func nothingToMerge() async throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/readme.txt", "nothing here")

        let none = await InProcessCommand.run(["merge"], in: folder)
        let empty = await InProcessCommand.run(["merge", "empty"], in: folder)

        #expect(none.status == 2 && none.standardError.hasPrefix("error: journey merge takes the folders of the shards' results"))
        #expect(empty.status == 2 && empty.standardError.hasPrefix("error: cannot use empty: no JUnit files, failure folders or journey reports there"))
    }
}

/// A JSON value of any kind, to look inside a file without its type.
enum AnyCodableValue: Decodable, Equatable {
    case string(String)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = (try? container.decode(String.self)).map(AnyCodableValue.string) ?? .other
    }
}
