@testable import JourneyScript
import Testing

/// The sentence of counts a report's title and the commands that write one give.
@Suite("A report's counts in words")
struct ReportCountsTests {
    @Test(
        "passed and failed are always said; flaky, skipped and interrupted only from one on",
        arguments: [
            (ReportData.Counts(passed: 2), "2 passed, 0 failed"),
            (ReportData.Counts(passed: 2, failed: 1, flaky: 1), "2 passed, 1 failed, 1 flaky"),
            (ReportData.Counts(passed: 2, skipped: 1), "2 passed, 0 failed, 1 skipped"),
            (ReportData.Counts(interrupted: 1), "0 passed, 0 failed, 1 interrupted"),
            (ReportData.Counts(passed: 1, failed: 2, flaky: 3, skipped: 4, interrupted: 5), "1 passed, 2 failed, 3 flaky, 4 skipped, 5 interrupted"),
        ])
    func sentence(counts: ReportData.Counts, says: String) {
        #expect(counts.sentence == says)
    }
}
