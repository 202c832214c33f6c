import Foundation
import JourneyScript
import JourneyTrace
import DriverTesting
import SystemLayer
import Testing
import Sharding

@Suite("journey report, show-report, show-trace and --durations", .timeLimit(.minutes(3)), .hangReport, .dedicatedThread)
struct ReportCommandTests {
    @Test("a run writes its HTML report beside its JUnit file, with every journey, and the durations for the next shards")
    func runWritesReport() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)
        try folder.write("journeys/title.journey", SampleJourneys.failing)

        let output = try await JourneyExecutable.run(["run", "journeys", "--junit", "out/junit.xml"], in: folder)

        #expect(output.status == 1)
        #expect(output.standardOutput.contains("\nReport: out/report.html  (journey show-report opens it)\n"))
        let data = try ReportPage.data(in: try folder.read("out/report.html"))
        #expect(data.counts == ReportData.Counts(passed: 1, failed: 1))
        let title = try #require(data.journeys.first { $0.title == "title" }?.runs.first?.trace)
        #expect(title.failedStep?.step.failure?.message == #"expected app.staticTexts["dashboardTitle"] label == "Shopping", but its label is "Shop""#)
        #expect(title.failedStep?.step.after?.screen.flatMap { data.store.screens[$0] }?.rows.joined().contains("Shop") == true)
        let signIn = try #require(data.journeys.first { $0.title == "sign-in" }?.runs.first?.trace)
        #expect(signIn.steps.count == 6 && signIn.steps.allSatisfy { $0.after == nil }, "a passing run outside --trace keeps its steps and times only")
        let durations = try JSONDecoder().decode(DurationsTable.self, from: Data(try folder.read(".journey-results/durations.json").utf8))
        #expect(Set(durations.seconds.keys) == ["journeys/sign-in.journey", "journeys/title.journey"])
    }

    @Test("--shard with --durations takes the files the balance gives it, and says so")
    func shardByDurations() async throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c", "d"] { try folder.write("journeys/\(name).journey", SampleJourneys.numbered(1)) }
        try folder.write(
            "durations.json", #"{"format": "journey-durations", "version": 1, "seconds": {"journeys/a.journey": 9, "journeys/b.journey": 1, "journeys/c.journey": 1}}"#)

        let first = await InProcessCommand.run(["list", "journeys", "--shard", "1/2", "--durations", "durations.json"], in: folder)
        let second = await InProcessCommand.run(["list", "journeys", "--shard", "2/2", "--durations", "durations.json"], in: folder)
        let bad = await InProcessCommand.run(["list", "journeys", "--shard", "2/2", "--durations", "journeys/a.journey"], in: folder)

        #expect(first.standardOutput == "journeys/a.journey\n")
        #expect(second.standardOutput == "journeys/b.journey\njourneys/c.journey\njourneys/d.journey\n")
        #expect(bad.status == 2 && bad.standardError.hasPrefix("error: --durations 'journeys/a.journey' is not valid: expected a durations file written by journey"))
    }

    @Test("journey report builds the page from a folder of traces, such as swift test writes")
    func reportFromTraces() async throws {
        let folder = try TemporaryFolder()
        for (index, trace) in ReportFixtures.run.enumerated() {
            try TraceFile.write(trace, to: folder.path + "/.journey-results/traces", stem: "t\(index)")
        }

        let output = await InProcessCommand.run(["report"], in: folder)
        let elsewhere = await InProcessCommand.run(["report", ".journey-results/traces", "--report", "site/index.html"], in: folder)
        let empty = await InProcessCommand.run(["report", "journeys"], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput == "Report of 5 traces (2 passed, 1 failed, 1 flaky): .journey-results/report.html\n")
        #expect(try ReportPage.data(in: try folder.read(".journey-results/report.html")) == ReportData(traces: ReportFixtures.run))
        #expect(elsewhere.status == 0 && folder.contains("site/index.html"))
        #expect(empty.status == 2 && empty.standardError.hasPrefix("error: no such file or folder: journeys"))
    }

    @Test("journey show-trace prints each step with its line, what changed in the tree, the work, the log and the screen")
    func showTrace() async throws {
        let folder = try TemporaryFolder()
        try TraceFile.write(ReportFixtures.checkout, to: folder.path, stem: "checkout")
        try folder.write("junk.trace.json", "{}")

        let output = await InProcessCommand.run(["show-trace", "checkout.trace.json"], in: folder)
        let junk = await InProcessCommand.run(["show-trace", "junk.trace.json"], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("Journey: checkout (journeys/checkout.journey)\nShard: 2/2\nResult: failed at step 3, line 3 after "))
        #expect(output.standardOutput.contains(#"Step 3 of 3 ✘ line 3: expect staticTexts["cart.total"] label == "€12.00" (2.4 ms)"#))
        #expect(output.standardOutput.contains(#"    ~ staticText "€12.00" #cart.total  →  staticText "€9.60" #cart.total"#))
        #expect(output.standardOutput.contains(#"    + staticText "Promo SAVE20" #promoLabel"#))
        #expect(output.standardOutput.contains("  finished network: POST /orders\n    | POST /orders done: 201\n") == false)
        #expect(output.standardOutput.contains("  finished network: POST /orders\n  app log:\n    | POST /orders done: 201\n"))
        #expect(output.standardOutput.contains("    |  €9.60"))
        #expect(junk.status == 2 && junk.standardError.hasPrefix("error: cannot use junk.trace.json: "))
    }

    @Test("a step's tree changes are shown from its first screen on, and not at all for a step that saw no screen")
    func stepTreeChanges() {
        let quiet = ReportFixtures.trace(name: "quiet", result: .passed) { _ in
            [
                TraceStep(
                    title: "advance clock by 1s", source: TraceSource(file: "journeys/quiet.journey", line: 2, text: "advance clock by 1s"),
                    durationMicroseconds: 5, result: .passed)
            ]
        }

        let launch = TraceText.step(0, of: ReportFixtures.checkout)

        #expect(launch.count > 2 && launch[1] == "  tree changes:" && launch[2].hasPrefix("    + "), "the first screen is all new: \(launch)")
        #expect(TraceText.step(0, of: quiet) == ["Step 1 of 1 ✔ line 2: advance clock by 1s (5 µs)"])
    }

    @Test("journey show-report says where the report is, opens it with $BROWSER, and says so when the browser fails or there is none")
    func showReport() async throws {
        let folder = try TemporaryFolder()
        try folder.write(".journey-results/report.html", try ReportPage.html(ReportData(traces: ReportFixtures.run)))
        let missing = try TemporaryFolder()

        let opened = try RunningJourneyCommand(["show-report"], in: folder, environment: ["BROWSER": "/bin/true"])
        let openedLines = opened.readToEnd()
        _ = opened.waitForExit()
        let refused = try RunningJourneyCommand(["show-report"], in: folder, environment: ["BROWSER": "/bin/false"])
        let refusedLines = refused.readToEnd()
        let refusedStatus = refused.waitForExit()
        let headless = try RunningJourneyCommand(["show-report"], in: folder, environment: ["BROWSER": "", "DISPLAY": "", "WAYLAND_DISPLAY": ""])
        let headlessLines = headless.readToEnd()
        _ = headless.waitForExit()
        let none = await InProcessCommand.run(["show-report"], in: missing)

        let address = URL(fileURLWithPath: folder.path + "/.journey-results/report.html").absoluteString
        #expect(openedLines == ["Report: .journey-results/report.html", "  \(address)", "Opened with /bin/true."])
        #expect(refusedLines.last == "Could not open it with /bin/false; open the address above in a browser.")
        #expect(refusedStatus == .exited(0), "the report is there; only the browser failed")
        #expect(headlessLines.last == "No browser to open it here (no $BROWSER, or xdg-open with a display); open the address above in one.")
        #expect(none.status == 2 && none.standardError.hasPrefix("error: no report at .journey-results/report.html; run journeys first"))
    }

    @Test("journey show-report opens the one report file it is named, and refuses two")
    func showNamedReport() async throws {
        let folder = try TemporaryFolder()
        try folder.write("elsewhere/mine.html", try ReportPage.html(ReportData(traces: ReportFixtures.run)))

        let named = try RunningJourneyCommand(["show-report", "elsewhere/mine.html"], in: folder, environment: ["BROWSER": "/bin/true"])
        let namedLines = named.readToEnd()
        let namedStatus = named.waitForExit()
        let two = await InProcessCommand.run(["show-report", "elsewhere/mine.html", "elsewhere/mine.html"], in: folder)

        let address = URL(fileURLWithPath: folder.path + "/elsewhere/mine.html").absoluteString
        #expect(namedLines == ["Report: elsewhere/mine.html", "  \(address)", "Opened with /bin/true."])
        #expect(namedStatus == .exited(0))
        #expect(two.status == 2 && two.standardError.hasPrefix("error: journey show-report takes at most one report file"), "\(two.standardError)")
    }
}

/// The table in a durations file.
struct DurationsTable: Decodable {
    let seconds: [String: Double]
}
