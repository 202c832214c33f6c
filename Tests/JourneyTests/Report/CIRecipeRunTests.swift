import Foundation
import JourneyScript
import Testing

/// The recipes of `docs/ci.md` run as their engine runs them: the Bazel test script in a
/// runfiles tree with Bazel's variables, the Buildkite command with Buildkite's, each on
/// a small suite of program journeys (no app starts), checking that the files land where
/// the engine looks and that the shards cover the suite once.
@Suite("docs/ci.md: the recipes run", .timeLimit(.minutes(3)))
struct CIRecipeRunTests {
    static let names = ["a", "b", "c", "d", "e"]

    /// The fenced block of docs/ci.md whose first line (or second, after a `#!` line) is `# NAME`.
    static func block(named name: String) throws -> String {
        let path = GuideDocument.packageRoot.appendingPathComponent("docs/ci.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let block = GuideDocument.fencedBlocks(in: text).first { $0.lines.prefix(2).contains("# " + name) }
        return try #require(block, "docs/ci.md has no block starting with # \(name)").text
    }

    /// Five passing program journeys in `folder/journeys`.
    private static func writeSuite(in folder: String) throws {
        for name in names {
            let file = folder + "/journeys/\(name).journey"
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "run \"sh -c 'echo \(name)'\"\nexpect line 1 == \"\(name)\"\nexpect exit 0\n".write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    private static func testCases(inFile path: String) throws -> [String] {
        try XMLElements(Data(try String(contentsOfFile: path, encoding: .utf8).utf8)).named("testcase").compactMap { $0.attributes["name"] }
    }

    @Test("BUILD.bazel is Starlark with an sh_test of the script, sharded, with journey and the app as data")
    func buildFile() async throws {
        let build = try Self.block(named: "BUILD.bazel")
        let folder = try TemporaryFolder()
        try folder.write("BUILD.bazel", build)
        // Starlark is Python's syntax: the call's keywords, read without running anything.
        let program = """
            import ast, json, sys
            tree = ast.parse(open(sys.argv[1]).read())
            calls = [node.value for node in tree.body if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)]
            print(json.dumps({call.func.id: {k.arg: ast.unparse(k.value) for k in call.keywords} for call in calls}))
            """

        let finished = try await runToEnd("/usr/bin/env", ["python3", "-c", program, folder.path + "/BUILD.bazel"])

        try #require(finished.code == 0, "\(finished.errors)")
        let calls = try JSONSerialization.jsonObject(with: Data(finished.outputBytes)) as? [String: [String: String]]
        let test = try #require(calls?["sh_test"], "no sh_test")
        #expect(test["srcs"] == "['journeys_test.sh']")
        #expect(Int(test["shard_count"] ?? "") ?? 0 >= 2)
        #expect(test["data"]?.contains("':journey'") == true)
    }

    @Test("journeys_test.sh under Bazel's variables: shards 0 to 2 of 3 run each journey once, test.xml and outputs where Bazel looks, the status file touched")
    func bazelScript() async throws {
        let script = try Self.block(named: "journeys_test.sh")
        let folder = try TemporaryFolder()
        let runfiles = folder.path + "/runfiles/_main"
        try Self.writeSuite(in: runfiles)
        try FileManager.default.createSymbolicLink(atPath: runfiles + "/journey", withDestinationPath: JourneyExecutable.path)
        try FileManager.default.createSymbolicLink(atPath: runfiles + "/YourApp", withDestinationPath: JourneyExecutable.demoApp)
        try folder.write("runfiles/_main/journeys_test.sh", script)
        var ran: [String] = []

        for index in 0..<3 {
            let logs = folder.path + "/testlogs-\(index)", outputs = logs + "/test.outputs", scratch = folder.path + "/tmp-\(index)"
            for path in [logs, outputs, scratch] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
            let environment = [
                "TEST_SRCDIR": folder.path + "/runfiles", "TEST_WORKSPACE": "_main", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)",
                "TEST_SHARD_STATUS_FILE": logs + "/shard-status", "XML_OUTPUT_FILE": logs + "/test.xml",
                "TEST_UNDECLARED_OUTPUTS_DIR": outputs, "TEST_TMPDIR": scratch,
            ]

            let finished = try await runToEnd("/bin/sh", ["journeys_test.sh"], in: runfiles, adding: environment)

            #expect(finished.code == 0, "\(finished.output)\(finished.errors)")
            ran += try Self.testCases(inFile: logs + "/test.xml")
            #expect(FileManager.default.fileExists(atPath: logs + "/shard-status"))
            #expect(FileManager.default.fileExists(atPath: outputs + "/report.html"))
        }

        #expect(ran.sorted() == Self.names)
        #expect(!FileManager.default.fileExists(atPath: runfiles + "/.journey-results"))
    }

    @Test("the Buildkite step's command under Buildkite's variables: jobs 0 to 2 of 3 run each journey once and leave their JUnit files")
    func buildkiteCommand() async throws {
        let pipeline = try await YAMLParser.parse(try Self.block(named: ".buildkite/pipeline.yml")) as? [String: Any]
        let step = try #require((pipeline?["steps"] as? [[String: Any]])?.first { ($0["parallelism"] as? Int ?? 1) > 1 })
        // Buildkite turns `$$` into `$` when the pipeline is uploaded; `swift run journey` is the built command here.
        let command = try #require(step["command"] as? String)
            .replacingOccurrences(of: "$$", with: "$").replacingOccurrences(of: "swift run journey", with: "\"$JOURNEY\"")
        let folder = try TemporaryFolder()
        try Self.writeSuite(in: folder.path)
        var ran: [String] = []

        for job in 0..<3 {
            let environment = ["BUILDKITE": "true", "BUILDKITE_PARALLEL_JOB": "\(job)", "BUILDKITE_PARALLEL_JOB_COUNT": "3", "JOURNEY": JourneyExecutable.path]

            let finished = try await runToEnd("/bin/sh", ["-c", command], in: folder.path, adding: environment)

            #expect(finished.code == 0, "\(finished.output)\(finished.errors)")
            #expect(finished.output.hasPrefix("Shard \(job + 1)/3: "))
            ran += try Self.testCases(inFile: folder.path + "/results/shard-\(job)/junit.xml")
        }

        #expect(ran.sorted() == Self.names)
    }
}
