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
        for path in invocation.paths
        where path != Invocation.standardInputPath && !FileManager.default.fileExists(atPath: GuideDocument.packageRoot.appendingPathComponent(path).path) {
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

    @Test("the document has a GitHub Actions, a GitLab CI, a CircleCI and a Buildkite workflow, each naming its file")
    func everyWorkflow() {
        #expect(CIWorkflow.all.map(\.file) == [".github/workflows/journeys.yml", ".gitlab-ci.yml", ".circleci/config.yml", ".buildkite/pipeline.yml"])
    }

    @Test("each workflow parses as YAML and has the shape its CI reads", arguments: CIWorkflow.all)
    func parses(_ workflow: CIWorkflow) async throws {
        let document = try #require(try await YAMLParser.parse(workflow.text) as? [String: Any], "not a mapping")
        switch workflow.engine {
        case .gitHubActions:
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
        case .circleCI:
            let jobs = try #require(document["jobs"] as? [String: [String: Any]], "no jobs")
            #expect(document["version"] != nil, "no version")
            #expect(jobs.values.contains { ($0["parallelism"] as? Int ?? 1) >= 2 }, "no job runs in parallel")
            for (name, job) in jobs {
                let steps = job["steps"] as? [Any] ?? []
                #expect(job["docker"] != nil || job["machine"] != nil, "job \(name) has no executor")
                #expect(steps.contains { ($0 as? String) == "checkout" }, "job \(name) does not check out")
                #expect(steps.contains { (($0 as? [String: Any])?["store_test_results"]) != nil }, "job \(name) keeps no test results for the timings")
            }
            let workflows = try #require(document["workflows"] as? [String: [String: Any]], "no workflows")
            #expect(workflows.values.allSatisfy { ($0["jobs"] as? [Any] ?? []).allSatisfy { jobs[($0 as? String) ?? ""] != nil } })
        case .buildkite:
            let steps = try #require(document["steps"] as? [[String: Any]], "no steps")
            #expect(steps.contains { ($0["parallelism"] as? Int ?? 1) >= 2 && $0["artifact_paths"] != nil }, "no parallel step keeping its results")
            #expect(steps.contains { $0["wait"] != nil && $0["continue_on_failure"] as? Bool == true }, "no wait that lets the merge run after failures")
        case .gitLab:
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

    @Test(
        "every journey command a workflow runs takes options journey has, and together they shard, balance, write JUnit and merge",
        arguments: CIWorkflow.all)
    func journeyCommands(_ workflow: CIWorkflow) async throws {
        let invocations = try await invocations(of: workflow)
        switch workflow.engine {
        case .circleCI:
            // The split's paths come on standard input; the JUnit files feed the next split's timings.
            #expect(invocations.contains { $0.command == .run && $0.readsPathsFromInput && $0.junitPath != nil })
            #expect(CIWorkflow.scripts(in: try await YAMLParser.parse(workflow.text)).contains { $0.contains("circleci tests split --split-by=timings") })
            return
        case .buildkite:
            // The shard comes from JOURNEY_SHARD in the environment the step sets.
            #expect(invocations.contains { $0.command == .run && $0.junitPath != nil })
            #expect(CIWorkflow.scripts(in: try await YAMLParser.parse(workflow.text)).contains { $0.contains("JOURNEY_SHARD=") })
            #expect(invocations.filter { $0.command == .merge }.count == 1)
            return
        case .gitHubActions, .gitLab: break
        }

        let shards = invocations.filter { $0.command == .run && $0.shard != nil }
        #expect(shards.contains { $0.durationsPath != nil && $0.junitPath != nil }, "no shard balanced by --durations writing --junit")
        #expect(shards.contains { $0.durationsPath == nil && $0.junitPath != nil }, "no shard for the first run, before there are durations")
        let merges = invocations.filter { $0.command == .merge }
        #expect(merges.count == 1)
        #expect(merges.allSatisfy { !$0.paths.isEmpty && $0.outputPath != nil })
    }

    @Test(
        "the check finds a misspelt option, a bad value, a misspelt command, and words a shell would not pass",
        arguments: [
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
        #expect(
            ScriptCommands.journeyCommands(in: script).map(\.arguments) == [
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
