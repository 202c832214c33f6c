import Foundation
import JourneyTrace
import DriverTesting
import Testing
import Sharding

@Suite("journey command", .timeLimit(.minutes(3)), .hangReport)
struct JourneyCommandTests {
    @Test("a folder of passing journeys exits 0, prints every step and ends with the summary")
    func passingFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write("suite/sign-in.journey", SampleJourneys.signIn)
        try folder.write("suite/wrong-password.journey", SampleJourneys.wrongPassword)

        let output = try await JourneyExecutable.run(["run", "suite"], in: folder)

        #expect(output.status == 0)
        // Two journeys at once: each step line names its journey, padded to the longer name.
        #expect(output.standardOutput.contains("▶ sign-in (suite/sign-in.journey)\n"))
        #expect(output.standardOutput.contains("\nsign-in        │ ✔ launch --uitesting --reset-state ("))
        #expect(output.standardOutput.contains("\nwrong-password │ ✔ tap buttons[\"loginButton\"] ("))
        #expect(output.standardOutput.contains("✔ wrong-password passed in "))
        #expect(output.lastLine.hasPrefix("2 passed, 0 failed in "))
        #expect(output.standardError.isEmpty)
    }

    @Test("a failing journey exits 1 and leaves its failure files and trace")
    func failingJourney() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)

        let output = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        #expect(output.status == 1)
        #expect(output.standardOutput.contains(#"title   │     line 3: expected app.staticTexts["dashboardTitle"] label == "Shopping", but its label is "Shop""#))
        #expect(output.standardOutput.contains("title   │     see .journey-results/failures/title/failure.txt"))
        #expect(output.standardOutput.contains("✘ title failed at journeys/title.journey:3 in "))
        #expect(output.lastLine.hasPrefix("1 passed, 1 failed in "))
        let failure = try folder.read(".journey-results/failures/title/failure.txt")
        #expect(failure.hasPrefix("Journey: title\nFailed at: journeys/title.journey:3\nStep: expect staticTexts[\"dashboardTitle\"] label == \"Shopping\"\n"))
        #expect(try folder.read(".journey-results/failures/title/tree.txt").contains("#dashboardTitle"))
        #expect(try folder.read(".journey-results/failures/title/screen.txt").contains("Shop"))
        #expect(folder.contains(".journey-results/failures/title/app-log.txt"))
        let trace = try TraceFile.read(folder.path + "/.journey-results/traces/title.trace.json")
        #expect(trace.result == .failed && trace.failedStep?.index == 2 && trace.steps[2].source?.line == 3)
        #expect(trace.steps[2].title == #"expect staticTexts["dashboardTitle"] label == "Shopping""#)
        #expect(trace.steps[2].after?.tree.flatMap { trace.store.trees[$0] } != nil)
        #expect(!folder.contains(".journey-results/traces/sign-in.trace.json"))
    }

    @Test("script errors in any file exit 2 before anything runs, each with file, line and column")
    func scriptErrors() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/a.journey", "launch --uitesting\ntapp buttons[\"x\"]\n")
        try folder.write("journeys/b.journey", "launch --uitesting\nwait buttons[\"x\"] exists within 5x\n")
        try folder.write("journeys/c.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.contains("journeys/a.journey:2:1: error: unknown step 'tapp'"))
        #expect(output.standardError.contains("journeys/b.journey:2:33: error: '5x' is not a duration"))
        #expect(output.standardError.hasSuffix("2 script errors; no journey was run.\n"))
        #expect(output.standardOutput.isEmpty)
        #expect(!folder.contains(".journey-results"))
    }

    @Test(
        "usage mistakes exit 2 and say what to do",
        arguments: [
            (["run", "--paralel", "2"], "error: unknown option '--paralel'; did you mean '--parallel'?"),
            (["run", "missing.journey"], "error: no such file or folder: missing.journey"),
            (["run", "--config", "klingon", "journeys"], "error: unknown configuration 'klingon'."),
        ])
    func usageErrors(arguments: [String], message: String) async throws {
        let folder = try TemporaryFolder()
        if arguments.contains("journeys") { try folder.write("journeys/sign-in.journey", SampleJourneys.signIn) }

        let output = try await JourneyExecutable.run(arguments, in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix(message))
        #expect(output.standardError.split(separator: "\n").first.map { $0.count > message.count || $0 == message } == true)
        #expect(output.standardError.hasSuffix("Run 'journey --help' for usage.\n"))
    }

    @Test("--trace on traces every journey, --trace off none; --help prints the usage")
    func tracePoliciesAndHelp() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)

        _ = try await JourneyExecutable.run(["run", "journeys", "--trace", "on"], in: folder)
        let tracedAll = folder.contains(".journey-results/traces/sign-in.trace.json") && folder.contains(".journey-results/traces/title.trace.json")
        _ = try await JourneyExecutable.run(["run", "journeys", "--trace", "off"], in: folder)
        let help = try await JourneyExecutable.run(["--help"], in: folder)

        #expect(tracedAll)
        #expect(!folder.contains(".journey-results/traces"))
        #expect(folder.contains(".journey-results/failures/title/failure.txt"))
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: journey [run] [PATH ...] [OPTIONS]\n"))
    }

    @Test("--trace on says where each journey's trace went, passed or failed, and names the folder at the end")
    func traceOnSaysWhere() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)

        let output = try await JourneyExecutable.run(["run", "journeys", "--trace", "on", "--parallel", "1"], in: folder)

        #expect(output.standardOutput.contains("      see .journey-results/traces/sign-in.trace.json\n✔ sign-in passed in "))
        #expect(output.standardOutput.contains("      see .journey-results/traces/title.trace.json\n✘ title failed at "))
        #expect(
            output.standardOutput.contains("\n\nReport: .journey-results/report.html  (journey show-report opens it)\nTraces: .journey-results/traces/\n1 passed, 1 failed in "))
    }

    @Test("a folder's configs.txt defines configurations for --config, for the folder or a file in it")
    func configurationsFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/one.journey", SampleJourneys.numbered(1))
        try folder.write("journeys/configs.txt", "tiny: --terminal-size 30x12\n")

        let forFolder = try await JourneyExecutable.run(["run", "journeys", "--config", "tiny"], in: folder)
        let forFile = try await JourneyExecutable.run(["run", "journeys/one.journey", "--config", "tiny"], in: folder)

        #expect(forFolder.status == 0)
        #expect(forFolder.standardOutput.hasPrefix("▶ one [tiny] (journeys/one.journey)\n"))
        #expect(forFile.status == 0)
        #expect(forFile.standardOutput.hasPrefix("▶ one [tiny] (journeys/one.journey)\n"))
    }

    @Test("--app drives the named executable instead of the DemoApp (one that cannot start exits 3)")
    func otherApp() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run(["run", "journeys", "--app", "/bin/true"], in: folder)

        #expect(output.status == 3)
        #expect(output.standardOutput.contains("line 2: launchFailed: cannot launch /bin/true: it exited with exit code 0 before sending its first screen"))
    }

    @Test("shards 1/3, 2/3 and 3/3 together run each journey exactly once")
    func shardsCoverSuite() async throws {
        let folder = try TemporaryFolder()
        let names = (0..<7).map { "journey-\($0)" }
        for (index, name) in names.enumerated() { try folder.write("journeys/\(name).journey", SampleJourneys.numbered(index)) }

        var ran: [String] = []
        for shard in 1...3 {
            let output = try await JourneyExecutable.run(["run", "journeys", "--shard", "\(shard)/3", "--junit", "shard\(shard).xml"], in: folder)
            #expect(output.status == 0)
            #expect(output.standardOutput.hasPrefix("Shard \(shard)/3: \(shard == 1 ? 3 : 2) of 7 journey files.\n"))
            let report = try XMLElements(Data(try folder.read("shard\(shard).xml").utf8))
            ran += report.named("testcase").compactMap { $0.attributes["name"] }
        }

        #expect(ran.sorted() == names)
    }

    @Test("--junit writes XML a standard parser reads, with failure files beside it")
    func junitFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)

        let output = try await JourneyExecutable.run(["run", "journeys", "--junit", "reports/junit.xml", "--config", "default,en"], in: folder)

        #expect(output.status == 1)
        let report = try XMLElements(Data(try folder.read("reports/junit.xml").utf8))
        #expect(report.named("testsuite").map { $0.attributes["name"] } == ["journeys", "journeys [en]"])
        #expect(report.named("testcase").count == 4)
        #expect(report.named("failure").count == 2)
        #expect(report.named("failure").first?.attributes["message"]?.hasPrefix("line 3: expected app.staticTexts") == true)
        #expect(
            report.named("failure").allSatisfy { $0.text.contains("\n\nFailure files: ") && $0.text.contains("journey-failures/title") },
            "each failure names the folder of its failure files")
        #expect(folder.contains("reports/journey-failures/title/failure.txt"))
        #expect(folder.contains("reports/journey-failures/title.en/screen.txt"))
        #expect(!folder.contains(".journey-results/failures"))
    }

    @Test("--last-failed reruns only the journeys that failed last time")
    func lastFailed() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)
        _ = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        let rerun = try await JourneyExecutable.run(["run", "journeys", "--last-failed"], in: folder)

        #expect(rerun.status == 1)
        #expect(rerun.standardOutput.hasPrefix("Rerunning the 1 journey that failed last time, each under the configuration it failed in.\n"))
        #expect(rerun.standardOutput.contains("▶ title"))
        #expect(!rerun.standardOutput.contains("▶ sign-in"))
        #expect(rerun.lastLine.hasPrefix("0 passed, 1 failed in "))
    }

    @Test("--last-failed reruns each failed journey under the configuration it failed in, and only that one")
    func lastFailedKeepsConfiguration() async throws {
        let folder = try TemporaryFolder()
        // The title is "Shop" in English and "Tienda" in Spanish: this passes only in English.
        try folder.write("journeys/title.journey", SampleJourneys.signIn)
        _ = try await JourneyExecutable.run(["run", "journeys", "--config", "en,es"], in: folder)

        let rerun = try await JourneyExecutable.run(["run", "journeys", "--last-failed"], in: folder)

        #expect(rerun.status == 1)
        #expect(rerun.standardOutput.contains("▶ title [es] (journeys/title.journey)"))
        #expect(!rerun.standardOutput.contains("▶ title [en]"))
        #expect(!rerun.standardOutput.contains("▶ title ("))
        #expect(rerun.lastLine.hasPrefix("0 passed, 1 failed in "))
    }

    @Test("with no paths it runs the journeys/ folder of the current directory")
    func bundledFolder() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run([], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("▶ sign-in (journeys/sign-in.journey)\n"))
        #expect(output.lastLine.hasPrefix("1 passed, 0 failed in "))
    }

    @Test("with no paths and no journeys/ folder here, it takes the journeys/ folder of the package it was built in")
    func packageFolder() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["list"], in: folder)

        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        #expect(output.status == 0)
        #expect(output.standardOutput.contains(packageRoot + "/journeys/sign-in.journey\n"))
    }

    @Test("--config and --repeat name each run; list prints the files a run would take")
    func configurationsRepeatsAndList() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/one.journey", SampleJourneys.numbered(1))
        try folder.write("journeys/two.journey", SampleJourneys.numbered(2))

        let run = try await JourneyExecutable.run(["journeys/one.journey", "--config", "small", "--repeat", "2", "--parallel", "1"], in: folder)
        let list = try await JourneyExecutable.run(["list", "journeys", "--shard", "2/2"], in: folder)

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("▶ one [small] (run 1) (journeys/one.journey)"))
        #expect(run.standardOutput.contains("▶ one [small] (run 2) (journeys/one.journey)"))
        #expect(run.lastLine.hasPrefix("1 passed, 0 failed in "))
        #expect(list.status == 0)
        #expect(list.standardOutput == "journeys/two.journey\n")
    }
}
