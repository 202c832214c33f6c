import JourneyScript
import Sharding
import Testing

@Suite("What CI engines say through the environment")
struct EngineEnvironmentTests {
    private func applied(_ arguments: [String], _ variables: [String: String]) throws -> Invocation {
        try EngineEnvironment(variables).apply(to: try Invocation.parse(arguments))
    }

    @Test("Bazel's variables become the shard, the JUnit file, the outputs folder and the report in it")
    func bazel() throws {
        let invocation = try applied(
            ["run", "journeys"],
            [
                "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "2", "XML_OUTPUT_FILE": "/logs/test.xml", "TEST_UNDECLARED_OUTPUTS_DIR": "/outputs",
            ])

        #expect(invocation.shard == Shard(index: 3, count: 3))
        #expect(invocation.junitPath == "/logs/test.xml")
        #expect(invocation.outputsFolder == "/outputs")
        #expect(invocation.reportPath == "/outputs/report.html")
    }

    @Test("an option on the command line wins over the environment")
    func optionsWin() throws {
        let invocation = try applied(
            ["run", "--shard", "1/2", "--junit", "mine.xml", "--report", "mine.html", "--durations", "d.json"],
            [
                "JOURNEY_SHARD": "2/2", "XML_OUTPUT_FILE": "/logs/test.xml", "TEST_UNDECLARED_OUTPUTS_DIR": "/outputs", "JOURNEY_DURATIONS": "other.json",
            ])

        #expect(invocation.shard == Shard(index: 1, count: 2))
        #expect(invocation.junitPath == "mine.xml")
        #expect(invocation.reportPath == "mine.html")
        #expect(invocation.durationsPath == "d.json")
    }

    @Test("list takes the shard, durations and filter but writes no JUnit file; other commands take nothing")
    func perCommand() throws {
        let variables = ["JOURNEY_SHARD": "2/3", "JOURNEY_DURATIONS": "d.json", "TESTBRIDGE_TEST_ONLY": "a, b,", "XML_OUTPUT_FILE": "/x.xml"]

        let list = try applied(["list"], variables)
        let merge = try applied(["merge", "shards"], variables)

        #expect(list.shard == Shard(index: 2, count: 3) && list.durationsPath == "d.json" && list.filter == ["a", "b"])
        #expect(list.junitPath == nil)
        #expect(merge.shard == nil && merge.filter.isEmpty && merge.junitPath == nil)
    }

    @Test("a malformed shard variable is a usage error quoting it")
    func malformed() {
        #expect(throws: UsageError.invalidEnvironment(ShardEnvironment.Problem.invalidShard("3/2").description)) {
            try applied(["run"], ["JOURNEY_SHARD": "3/2"])
        }
    }

    @Test(
        "a filter picks a journey by its exact name or by a part of its path; no filter picks all",
        arguments: [
            (["sign-in"], "sign-in", "journeys/sign-in.journey", true),
            (["sign"], "sign-in", "journeys/other.journey", false),
            (["checkout/"], "pay", "journeys/checkout/pay.journey", true),
            (["x", "pay"], "pay", "journeys/pay.journey", true),
            ([], "any", "journeys/any.journey", true),
            (["nothing"], "any", "journeys/any.journey", false),
        ])
    func filter(filter: [String], name: String, file: String, picked: Bool) {
        #expect(EngineEnvironment.picks(filter, name: name, file: file) == picked)
    }
}
