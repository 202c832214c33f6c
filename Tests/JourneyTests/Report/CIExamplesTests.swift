import Foundation
import JourneyScript
import Testing

/// Keeps the CI workflows of `docs/ci.md` working: each parses as YAML, has the shape
/// its CI expects, and every `journey` command it runs is one the command accepts.
@Suite("docs/ci.md: the CI workflows", .enabled("needs python3 with yaml: apt-get install -y \(YAMLParser.package)") { await YAMLParser.isAvailable() })
struct CIExamplesTests {
    /// What is wrong with `journey` called with `arguments` from a script at the package's
    /// root, or nil: an option or value the command refuses, or, for a run, a path that
    /// does not exist (a misspelt command reads as one).
    static func problem(with arguments: [String]) -> String? {
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try Invocation.parse(arguments)
        } catch {
            return error.description
        }
        guard invocation.command == .run else { return nil }
        for path in invocation.paths where !FileManager.default.fileExists(atPath: GuideDocument.packageRoot.appendingPathComponent(path).path) {
            return UsageError.noSuchPath(path).description
        }
        return nil
    }

    /// A YAML value that is one name or a list of them, as `needs:` is.
    static func names(_ value: Any?) -> [String] {
        (value as? [String]) ?? (value as? String).map { [$0] } ?? []
    }

    /// The `journey` commands `workflow` runs, parsed; records an issue for each that does not parse.
    private func invocations(of workflow: CIWorkflow) async throws -> [Invocation] {
        let document = try await YAMLParser.parse(workflow.text)
        let commands = CIWorkflow.scripts(in: document).flatMap(ScriptCommands.journeyCommands(in:))
        return commands.compactMap { command in
            if let problem = Self.problem(with: command.arguments) {
                Issue.record("\(workflow.testDescription): `\(command)`:\n\(problem)")
                return nil
            }
            return try? Invocation.parse(command.arguments)
        }
    }

    @Test("the document has a GitHub Actions workflow and a GitLab CI one, each naming its file")
    func bothWorkflows() {
        #expect(CIWorkflow.all.map(\.file) == [".github/workflows/journeys.yml", ".gitlab-ci.yml"])
    }

    @Test("each workflow parses as YAML and has the shape its CI reads", arguments: CIWorkflow.all)
    func parses(_ workflow: CIWorkflow) async throws {
        let document = try #require(try await YAMLParser.parse(workflow.text) as? [String: Any], "not a mapping")
        if workflow.isGitHubActions {
            let jobs = try #require(document["jobs"] as? [String: [String: Any]], "no jobs")
            #expect(document["true"] != nil, "no on: (the events that start it)")
            for (name, job) in jobs {
                let steps = job["steps"] as? [[String: Any]] ?? []
                #expect(job["runs-on"] is String, "job \(name) has no runs-on")
                #expect(!steps.isEmpty, "job \(name) has no steps")
                #expect(steps.allSatisfy { ($0["uses"] is String) != ($0["run"] is String) }, "job \(name) has a step without exactly one of uses and run")
                for need in Self.names(job["needs"]) {
                    #expect(jobs[need] != nil, "job \(name) needs \(need), which is not a job")
                }
            }
            let matrices = jobs.values.compactMap { ($0["strategy"] as? [String: Any])?["matrix"] as? [String: Any] }
            let shards = matrices.first?["shard"] as? [Int] ?? []
            #expect(shards.count >= 2, "no matrix of two shards or more")
        } else {
            let stages = try #require(document["stages"] as? [String], "no stages")
            let jobs = document.filter { !$0.key.hasPrefix(".") && !["stages", "variables", "default", "workflow", "include"].contains($0.key) }
            #expect(jobs.count >= 2)
            for (name, value) in jobs {
                let job = try #require(value as? [String: Any], "job \(name) is not a mapping")
                #expect(job["script"] != nil, "job \(name) has no script")
                #expect(stages.contains(job["stage"] as? String ?? "test"), "job \(name)'s stage is not in stages")
                for need in Self.names(job["needs"]) {
                    #expect(jobs[need] != nil, "job \(name) needs \(need), which is not a job")
                }
            }
            #expect(jobs.values.contains { (($0 as? [String: Any])?["parallel"] as? Int ?? 1) >= 2 }, "no job runs in parallel")
        }
    }

    @Test("every journey command a workflow runs takes options journey has, and together they shard, balance, write JUnit and merge",
          arguments: CIWorkflow.all)
    func journeyCommands(_ workflow: CIWorkflow) async throws {
        let invocations = try await invocations(of: workflow)

        let shards = invocations.filter { $0.command == .run && $0.shard != nil }
        #expect(shards.contains { $0.durationsPath != nil && $0.junitPath != nil }, "no shard balanced by --durations writing --junit")
        #expect(shards.contains { $0.durationsPath == nil && $0.junitPath != nil }, "no shard for the first run, before there are durations")
        let merges = invocations.filter { $0.command == .merge }
        #expect(merges.count == 1)
        #expect(merges.allSatisfy { !$0.paths.isEmpty && $0.outputPath != nil })
    }

    @Test("the check finds a misspelt option, a bad value, a misspelt command, and words a shell would not pass", arguments: [
        ("swift run journey --shrad 1/3 --junit results/junit.xml", "unknown option '--shrad'; did you mean '--shard'?"),
        ("swift run journey --shard ${{ matrix.shard }}/0", "--shard '1/0' is not valid"),
        ("cd work && .build/debug/journey merg shards", "no such file or folder: merg; did you mean 'journey merge'?"),
        ("echo start; journey --trace 'on failure' # --junit", "--trace 'on failure' is not valid"),
    ])
    func checkFindsMistakes(script: String, problem: String) {
        let commands = ScriptCommands.journeyCommands(in: script)
        #expect(commands.count == 1)
        #expect(commands.compactMap { Self.problem(with: $0.arguments) }.first?.contains(problem) == true)
    }

    @Test("a script's journey commands are read as a shell splits them: quotes, continuations, separators, comments, expansions")
    func scriptWords() {
        let script = #"""
        echo journey-results; swift run journey --shard ${{ matrix.shard }}/3 \
          --junit "results/shard-$CI_NODE_INDEX/junit.xml" | tee log # --trace on
        if [ -f d.json ]; then .build/debug/journey merge 'a $b' sh\ ards && echo done; fi
        """#
        #expect(ScriptCommands.journeyCommands(in: script).map(\.arguments) == [
            ["--shard", "1/3", "--junit", "results/shard-1/junit.xml"],
            ["merge", "a $b", "sh ards"],
        ])
    }

    @Test("a workflow that is not YAML fails with the parser's line and column")
    func brokenYAML() async {
        await #expect { try await YAMLParser.parse("jobs:\n  shard: [1, 2\n  run: x\n") } throws: { error in
            "\(error)".contains("line 3, column") || "\(error)".contains("line 2, column")
        }
    }
}
