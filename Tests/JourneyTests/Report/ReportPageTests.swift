import Foundation
import JourneyScript
import JourneyTrace
import Testing

@Suite("The HTML report page")
struct ReportPageTests {
    /// The committed page for `ReportFixtures.run`.
    static let goldenPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Golden__/report.html").path

    @Test("the same results give the same page, byte for byte, as the committed golden one")
    func golden() throws {
        let page = try ReportPage.html(ReportData(traces: ReportFixtures.run))
        if ProcessInfo.processInfo.environment["JOURNEY_RECORD_GOLDEN"] == "1" {
            try page.write(toFile: Self.goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: Self.goldenPath, encoding: .utf8)

        let again = try ReportPage.html(ReportData(traces: ReportFixtures.run))

        #expect(page == again)
        let pageLines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(pageLines, goldenLines).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            page == golden,
            """
            the page differs from \(Self.goldenPath)\(firstDifference.map { " at line \($0.offset + 1):\n  now:    \($0.element.0.prefix(200))\n  golden: \($0.element.1.prefix(200))" } ?? " in length");
            if the change is meant, record it again: JOURNEY_RECORD_GOLDEN=1 swift test --filter ReportPageTests
            """)
    }

    @Test("the page names no time unless asked, and says when it was made when asked")
    func timestamps() throws {
        let plain = try ReportPage.html(ReportData(traces: ReportFixtures.run))
        let stamped = try ReportPage.html(ReportData(traces: ReportFixtures.run, generatedAt: "2026-01-02T03:04:05Z"))

        #expect(!plain.contains("Made "))
        #expect(stamped.contains("<p class=\"generated\">Made 2026-01-02T03:04:05Z</p>"))
    }

    @Test("the page holds its data, which reads back as it was: what journey merge builds on")
    func dataReadsBack() throws {
        let data = ReportData(traces: ReportFixtures.run)

        let read = try ReportPage.data(in: try ReportPage.html(data))

        #expect(read == data)
        #expect(throws: ReportPageError.noData) { try ReportPage.data(in: "<html></html>") }
    }

    @Test("text from the results cannot end the data script or inject markup")
    func escaping() throws {
        var trace = ReportFixtures.signIn
        trace.name = "</script><script>alert(1)</script>"
        trace.steps[0].failure = TraceFailure(message: "<img src=x onerror=alert(1)> & \u{2028}", kind: "expectation")
        trace.steps[0].result = .failed
        trace.result = .failed

        let page = try ReportPage.html(ReportData(traces: [trace]))

        #expect(page.components(separatedBy: "</script>").count == 4, "only the three real script elements end")
        #expect(!page.contains("<img src=x"))
        #expect(try ReportPage.data(in: page).journeys[0].runs[0].trace.name == trace.name)
    }

    @Test("journeys group their runs: flaky when some passed and some failed, else the worst; durations add up")
    func verdicts() {
        let data = ReportData(traces: ReportFixtures.run)

        #expect(data.journeys.map(\.title) == ["sign-in", "checkout", "search", "top"])
        #expect(data.journeys.map(\.result) == [.passed, .failed, .flaky, .passed])
        #expect(data.counts == ReportData.Counts(passed: 2, failed: 1, flaky: 1, skipped: 0, interrupted: 0))
        let search = data.journeys[2]
        #expect(search.runs.count == 2)
        #expect(search.durationMicroseconds == search.runs.reduce(0) { $0 + $1.trace.durationMicroseconds })
        #expect(ReportData.verdict([.failed, .failed]) == .failed)
        #expect(ReportData.verdict([.passed, .interrupted]) == .interrupted)
        #expect(ReportData.verdict([.flaky, .failed]) == .flaky)
    }

    @Test("a failed run whose failures are tied to no step shows the first of them, the one that failed it")
    func firstFailureWithoutStep() throws {
        var trace = ReportFixtures.search(attempt: 1, passed: true)
        trace.result = .failed
        trace.failures = [TraceFailure(message: "Expectation failed: total == 3", kind: "expectation"), TraceFailure(message: "then a second issue", kind: "issue")]

        let page = try ReportPage.html(ReportData(traces: [trace]))

        #expect(page.contains("<pre class=\"failure-message\">Expectation failed: total == 3</pre>"))
        #expect(!page.contains("<pre class=\"failure-message\">then a second issue</pre>"))
    }

    @Test("a journey run more than once says how many of its runs passed")
    func runsPassed() throws {
        let runs = [1, 2, 3].map { ReportFixtures.search(attempt: $0, passed: $0 != 2) }

        let page = try ReportPage.html(ReportData(traces: runs))

        #expect(page.contains("<span class=\"runs\">2 of 3 runs passed</span>"))
    }

    @Test("a screen or tree that repeats across steps and journeys is stored once")
    func storedOnce() {
        let data = ReportData(traces: ReportFixtures.run)

        let references = data.journeys.flatMap(\.runs).flatMap(\.trace.steps).flatMap { [$0.before?.tree, $0.after?.tree] }.compactMap { $0 }

        #expect(references.count == 14)
        #expect(data.store.trees.count == 5)
        #expect(Set(references) == Set(data.store.trees.keys))
    }
}
