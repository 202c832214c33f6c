import Foundation
import Sharding
import Testing

/// Real `swift test` slices: this test bundle run again, as `swift test` runs it, on
/// the fixture suite only, once per shard.
@Suite("Sharded swift test runs", .timeLimit(.minutes(3)))
struct SwiftShardingTests {
    /// This test process's own executable: the bundle `swift test` runs.
    static var bundle: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs the fixture suite as one shard with `environment`, returning the tests it ran,
    /// the xunit file it wrote and what it printed.
    private func runShard(_ environment: [String: String], in folder: TemporaryFolder, name: String) async throws -> (
        ran: [String], xunit: String, output: String
    ) {
        let log = folder.path + "/" + name
        try FileManager.default.createDirectory(atPath: log, withIntermediateDirectories: true)
        let xunit = folder.path + "/xunit/" + name + ".xml"
        try FileManager.default.createDirectory(atPath: folder.path + "/xunit", withIntermediateDirectories: true)
        let finished = try await runToEnd(
            Self.bundle, ["--testing-library", "swift-testing", "--filter", "ShardedFixtureSuite", "--xunit-output", xunit],
            adding: environment.merging(["SHARD_FIXTURE_LOG": log]) { given, _ in given }
        )
        try #require(finished.code == 0, "shard \(name) exited \(finished.code): \(finished.output.suffix(2_000))")
        return (try FileManager.default.contentsOfDirectory(atPath: log).sorted(), xunit, finished.output + finished.errors)
    }

    /// The tests of the fixture that `output` does not show skipped with `reason`.
    private func notSkipped(among names: [String], in output: String, saying reason: String) -> [String] {
        let lines = output.split(separator: "\n")
        return names.filter { name in !lines.contains { $0.contains("Test \(name) was cancelled") && $0.contains("\"\(reason)\"") } }
    }

    @Test("JOURNEY_SHARD 1/3, 2/3 and 3/3 run each test of a suite exactly once, the split journey --shard makes; each skips the others naming its shard")
    func journeyShards() async throws {
        let folder = try TemporaryFolder()

        var slices: [[String]] = []
        for index in 1...3 {
            let shard = try await runShard(["JOURNEY_SHARD": "\(index)/3"], in: folder, name: "shard-\(index)")
            slices.append(shard.ran)
            let others = ShardFixture.names.filter { !shard.ran.contains($0) }
            #expect(notSkipped(among: others, in: shard.output, saying: "not in this machine's shard (JOURNEY_SHARD=\(index)/3)").isEmpty, "\(shard.output)")
        }

        #expect(slices.flatMap { $0 }.sorted() == ShardFixture.names.sorted())
        let keys = ShardFixture.names.map { "JourneyTests.ShardedFixtureSuite/\($0)" }
        let expected = try (1...3).map { try #require(Shard(index: $0, count: 3)).select(keys).map { String($0.split(separator: "/").last!) } }
        #expect(slices == expected)
    }

    @Test("Bazel's TEST_SHARD_INDEX 0 and 1 of TEST_TOTAL_SHARDS 2 cover the suite once and touch the status file; each skips the others naming Bazel's pair")
    func bazelShards() async throws {
        let folder = try TemporaryFolder()

        var slices: [[String]] = []
        for index in 0..<2 {
            let environment = ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": folder.path + "/status-\(index)"]
            let shard = try await runShard(environment, in: folder, name: "bazel-\(index)")
            slices.append(shard.ran)
            let others = ShardFixture.names.filter { !shard.ran.contains($0) }
            let reason = "not in this machine's shard (TEST_SHARD_INDEX=\(index) of TEST_TOTAL_SHARDS=2)"
            #expect(notSkipped(among: others, in: shard.output, saying: reason).isEmpty, "\(shard.output)")
        }

        #expect(slices.flatMap { $0 }.sorted() == ShardFixture.names.sorted())
        #expect(slices.allSatisfy { !$0.isEmpty })
        #expect(folder.contains("status-0") && folder.contains("status-1"))
    }

    @Test("journey merge of the shards' xunit files lists each test once, as passed, not as skipped")
    func mergedXunit() async throws {
        let folder = try TemporaryFolder()
        for index in 1...2 {
            _ = try await runShard(["JOURNEY_SHARD": "\(index)/2"], in: folder, name: "shard-\(index)")
        }

        let output = try await JourneyExecutable.run(["merge", "xunit", "--output", "merged"], in: folder)

        #expect(output.status == 0)
        let merged = try folder.read("merged/junit.xml")
        for name in ShardFixture.names {
            #expect(merged.components(separatedBy: "name=\"\(name)\"").count == 2, "\(name) once in \(merged)")
        }
        #expect(merged.contains("tests=\"7\" failures=\"0\" errors=\"0\" skipped=\"0\""))
        #expect(!merged.contains("<skipped"))
    }
}

@Suite("journey merge of swift test shards")
struct SwiftShardMergeTests {
    /// A `swift test --xunit-output` file: each test `(name, time, skipped)` of suite `Checks.Suite`.
    private static func xunit(_ cases: [(name: String, time: String, skipped: Bool)]) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>", #"  <testsuite name="TestResults" errors="0" tests="\#(cases.count)" failures="0" skipped="0" time="1">"#,
        ]
        for testCase in cases {
            lines.append(
                testCase.skipped
                    ? #"    <testcase classname="Checks.Suite" name="\#(testCase.name)" time="\#(testCase.time)"><skipped/></testcase>"#
                    : #"    <testcase classname="Checks.Suite" name="\#(testCase.name)" time="\#(testCase.time)" />"#)
        }
        return (lines + ["  </testsuite>", "</testsuites>"]).joined(separator: "\n")
    }

    @Test("a test one shard ran and another skipped is passed; one every shard skipped stays skipped")
    func skippedElsewhere() async throws {
        let folder = try TemporaryFolder()
        try folder.write("shards/1/xunit.xml", Self.xunit([("a()", "2.000", false), ("b()", "0.000", true), ("c()", "0.000", true)]))
        try folder.write("shards/2/xunit.xml", Self.xunit([("a()", "0.000", true), ("b()", "0.500", false), ("c()", "0.000", true)]))

        let output = await InProcessCommand.run(["merge", "shards", "--output", "merged"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        let document = try XMLElements(Data(try folder.read("merged/junit.xml").utf8))
        #expect(document.named("testcase").map { $0.attributes["name"] ?? "" } == ["a()", "b()", "c()"])
        #expect(document.named("skipped").count == 1)
        #expect(document.named("testsuites").first?.attributes["skipped"] == "1")
    }

    @Test("the merged durations name each Swift test as .shardSelection does, from the shard that ran it")
    func durations() async throws {
        let folder = try TemporaryFolder()
        // A skipped test's time is the time it took to be skipped: not counted.
        try folder.write("shards/1/xunit.xml", Self.xunit([("a()", "2.000", false), ("b()", "0.250", true)]))
        try folder.write("shards/2/xunit.xml", Self.xunit([("a()", "0.250", true), ("b()", "0.500", false)]))

        let output = await InProcessCommand.run(["merge", "shards", "--output", "merged"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        let durations = try DurationsFile.load(folder.path + "/merged/durations.json")
        #expect(durations.seconds == ["Checks.Suite/a()": 2.0, "Checks.Suite/b()": 0.5])
    }
}
