import Foundation
import JourneyScript
import Testing

/// `journey` run with the environment each CI engine sets, as it sets it: the files land
/// where the engine looks, and the shards cover the suite once. Program journeys keep
/// it quick: no app starts.
@Suite("journey under CI engines", .timeLimit(.minutes(3)))
struct EngineEnvironmentCommandTests {
    static let names = ["a", "b", "c", "d", "e"]

    /// A folder of five passing program journeys, `journeys/a.journey` … `e.journey`.
    private static func suite() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in names {
            try folder.write("journeys/\(name).journey", "run \"sh -c 'echo \(name)'\"\nexpect line 1 == \"\(name)\"\nexpect exit 0\n")
        }
        return folder
    }

    /// The test cases of a JUnit file: name, classname, file.
    private static func cases(in xml: String) throws -> [[String: String]] {
        try XMLElements(Data(xml.utf8)).named("testcase").map(\.attributes)
    }

    @Test("Bazel: shards 0 and 1 of 2 run each journey once, write XML_OUTPUT_FILE, keep outputs in TEST_UNDECLARED_OUTPUTS_DIR, touch the status file, never read standard input")
    func bazel() async throws {
        let folder = try Self.suite()
        var ran: [String] = []

        for index in 0..<2 {
            let environment = [
                "TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": folder.path + "/status-\(index)",
                "XML_OUTPUT_FILE": folder.path + "/testlogs-\(index)/test.xml", "TEST_UNDECLARED_OUTPUTS_DIR": folder.path + "/outputs-\(index)",
                "TEST_TMPDIR": folder.path + "/tmp-\(index)",
            ]
            try FileManager.default.createDirectory(atPath: folder.path + "/testlogs-\(index)", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder.path + "/outputs-\(index)", withIntermediateDirectories: true)
            // A run that read standard input would take this path and fail: there is no such file.
            let finished = try await runToEnd(JourneyExecutable.path, ["journeys"], in: folder.path, adding: environment, input: "journeys/missing.journey\n")

            #expect(finished.code == 0, "\(finished.output)\(finished.errors)")
            #expect(finished.output.hasPrefix("Shard \(index + 1)/2: "))
            ran += try Self.cases(in: try folder.read("testlogs-\(index)/test.xml")).compactMap { $0["name"] }
            #expect(folder.contains("status-\(index)"))
            #expect(folder.contains("outputs-\(index)/report.html"))
            #expect(folder.contains("outputs-\(index)/durations.json"))
        }

        #expect(ran.sorted() == Self.names)
        #expect(!folder.contains(".journey-results"))
        #expect(!folder.contains("testlogs-0/report.html") && !folder.contains("testlogs-0/journey-failures"))
    }

    @Test("Bazel: a failing journey's files go to TEST_UNDECLARED_OUTPUTS_DIR, attached in the JUnit file, and the exit code says 1")
    func bazelFailure() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/exit.journey", "run \"sh -c 'exit 4'\"\nexpect exit 0\n")
        let environment = ["XML_OUTPUT_FILE": folder.path + "/test.xml", "TEST_UNDECLARED_OUTPUTS_DIR": folder.path + "/outputs"]

        let finished = try await runToEnd(JourneyExecutable.path, ["journeys"], in: folder.path, adding: environment)

        #expect(finished.code == 1)
        #expect(folder.contains("outputs/journey-failures/exit/failure.txt"))
        #expect(try folder.read("test.xml").contains("[[ATTACHMENT|outputs/journey-failures/exit/failure.txt]]"))
    }

    @Test("Bazel: TESTBRIDGE_TEST_ONLY runs only the journeys it names, by name or by path")
    func bazelFilter() async throws {
        let folder = try Self.suite()

        let finished = try await runToEnd(JourneyExecutable.path, ["list", "journeys"], in: folder.path, adding: ["TESTBRIDGE_TEST_ONLY": "b,journeys/d.journey"])

        #expect(finished.code == 0, "\(finished.errors)")
        #expect(finished.output == "journeys/b.journey\njourneys/d.journey\n")
    }

    @Test("Bazel: one of its shard variables without the other exits 2 naming the missing one")
    func bazelHalfShard() async throws {
        let folder = try Self.suite()

        let finished = try await runToEnd(JourneyExecutable.path, ["journeys"], in: folder.path, adding: ["TEST_TOTAL_SHARDS": "2"])

        #expect(finished.code == 2)
        #expect(finished.errors.hasPrefix("error: TEST_TOTAL_SHARDS=2 is set without TEST_SHARD_INDEX"))
    }

    @Test("CircleCI: the paths `circleci tests split` prints, piped to `journey run -`, run and come back as JUnit file attributes the split reads")
    func circleCI() async throws {
        let folder = try Self.suite()
        let split = "journeys/b.journey\njourneys/e.journey\n"
        let environment = ["CIRCLECI": "true", "CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"]

        let finished = try await runToEnd(JourneyExecutable.path, ["run", "-", "--junit", "results/junit.xml"], in: folder.path, adding: environment, input: split)

        #expect(finished.code == 0, "\(finished.output)\(finished.errors)")
        let cases = try Self.cases(in: try folder.read("results/junit.xml"))
        #expect(cases.map { $0["file"] ?? "" } == ["journeys/b.journey", "journeys/e.journey"])
        #expect(cases.map { $0["classname"] ?? "" } == ["journeys", "journeys"])
    }

    @Test("`journey run -` with nothing on standard input is a usage error, not a run of everything")
    func emptyInput() async throws {
        let folder = try Self.suite()

        let finished = try await runToEnd(JourneyExecutable.path, ["run", "-"], in: folder.path, input: "\n")

        #expect(finished.code == 2)
        #expect(finished.errors.contains("paths on standard input after -, one a line; none came"))
    }

    @Test("Buildkite: parallel jobs 0 and 1 of 2, mapped as the recipe maps them, cover the suite once")
    func buildkite() async throws {
        let folder = try Self.suite()
        var ran: [String] = []

        for job in 0..<2 {
            let environment = ["BUILDKITE": "true", "BUILDKITE_PARALLEL_JOB": "\(job)", "BUILDKITE_PARALLEL_JOB_COUNT": "2", "JOURNEY": JourneyExecutable.path]
            let script = #""$JOURNEY" run journeys --shard "$((BUILDKITE_PARALLEL_JOB + 1))/$BUILDKITE_PARALLEL_JOB_COUNT" --junit "results/$BUILDKITE_PARALLEL_JOB/junit.xml""#
            let finished = try await runToEnd("/bin/sh", ["-c", script], in: folder.path, adding: environment)

            #expect(finished.code == 0, "\(finished.output)\(finished.errors)")
            ran += try Self.cases(in: try folder.read("results/\(job)/junit.xml")).compactMap { $0["name"] }
        }

        #expect(ran.sorted() == Self.names)
    }
}

@Suite("journey list --json")
struct PlanListingTests {
    @Test("the plan lists each file once with its name, kind, configurations and expected time from the durations file")
    func listing() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/a.journey", "run \"true\"\nexpect exit 0\n")
        try folder.write("journeys/b.journey", SampleJourneys.signIn)
        try folder.write("durations.json", #"{"format": "journey-durations", "version": 1, "seconds": {"journeys/b.journey": 1.5}}"#)

        let output = await InProcessCommand.run(["list", "journeys", "--json", "--config", "es,ja", "--durations", "durations.json"], in: folder)

        #expect(output.status == 0, "\(output.standardError)")
        let plan = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        let journeys = try #require(plan?["journeys"] as? [[String: Any]])
        #expect(plan?["format"] as? String == "journey-plan" && plan?["version"] as? Int == 1)
        #expect(journeys.map { $0["file"] as? String } == ["journeys/a.journey", "journeys/b.journey"])
        #expect(journeys.map { $0["kind"] as? String } == ["program", "app"])
        // A program journey runs once, as written; an app journey under each configuration named.
        #expect(journeys.map { $0["configurations"] as? [String] ?? [] } == [["default"], ["es", "ja"]])
        #expect(journeys[0]["expectedSeconds"] == nil && journeys[1]["expectedSeconds"] as? Double == 3.0)
        #expect(plan?["expectedSeconds"] as? Double == 3.0)
        #expect(plan?["shard"] == nil)
    }

    @Test("a shard's plan names the shard and only its files")
    func shard() async throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write("journeys/\(name).journey", "run \"true\"\nexpect exit 0\n") }

        let output = await InProcessCommand.run(["list", "journeys", "--json", "--shard", "2/2"], in: folder)

        let plan = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any]
        #expect(plan?["shard"] as? String == "2/2")
        #expect((plan?["journeys"] as? [[String: Any]])?.map { $0["file"] as? String } == ["journeys/b.journey"])
    }

    @Test("--json is list's option only")
    func onlyList() async throws {
        #expect(throws: UsageError.self) { try Invocation.parse(["run", "--json"]) }
    }
}

@Suite("journey progress on a terminal", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) from util-linux"))
struct TerminalProgressTests {
    @Test("on a terminal the run keeps a status line at the bottom, counting the finished journeys, cleared before the summary")
    func statusLine() async throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write("journeys/\(name).journey", "run \"true\"\nexpect exit 0\n") }
        // script(1) gives the command a pseudo-terminal as standard output and copies what it wrote.
        let command = "'\(JourneyExecutable.path)' run journeys --parallel 1"

        let finished = try await runToEnd("/usr/bin/script", ["-qec", command, "/dev/null"], in: folder.path)

        #expect(finished.code == 0, "\(finished.output)")
        let clear = "\r\u{1B}[2K"
        for count in 1...3 { #expect(finished.output.contains("\(count) of 3"), "\(finished.output.debugDescription)") }
        #expect(finished.output.contains(clear + "▶ b"))
        // The last status line is cleared before the summary's first line.
        #expect(finished.output.contains("3 of 3" + clear + "Report: "), "\(finished.output.debugDescription)")
    }
}
