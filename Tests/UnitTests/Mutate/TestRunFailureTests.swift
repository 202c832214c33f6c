import Foundation
@testable import mutate
import Testing

/// The line `mutate` quotes for a failed test run: the failure itself, not a line that
/// merely quotes an error message.
///
/// The arguments write Swift Testing's failure mark as `MARK`: a run's own output names
/// each case's arguments, and `mutate` stops a run at the first line holding the mark.
@Suite("mutate: the line a failed test run is told by")
struct TestRunFailureTests {
    static let quotingArgument = #"◇ Test case passing 1 argument says → "/a.journey: error: cannot read the file" started."#
    static let swiftTestingFailure = #"MARK Test "a tap lands" recorded an issue at TapTests.swift:9:5: Expectation failed"#
    static let xctestFailure = "Test Case 'TapTests.testTap' failed (0.1 seconds)."

    /// What `mutate` tells for `lines`, with `MARK` in and out standing for the mark.
    static func told(_ lines: [String], status: Int32) -> String {
        let output = lines.joined(separator: "\n").replacingOccurrences(of: "MARK", with: "\u{2718}")
        return TestRun.firstFailure(in: output, status: status).replacingOccurrences(of: "\u{2718}", with: "MARK")
    }

    @Test(
        "the first Swift Testing failure mark wins over any earlier line that quotes an error",
        arguments: [
            ([quotingArgument, swiftTestingFailure], swiftTestingFailure),
            ([xctestFailure, swiftTestingFailure], swiftTestingFailure),
            ([quotingArgument, "MARK first", "MARK second"], "MARK first"),
        ])
    func swiftTestingMarkFirst(lines: [String], told: String) {
        #expect(Self.told(lines, status: 1) == told)
    }

    @Test(
        "without a failure mark, the first XCTest failure or error line, then the last line, then the status",
        arguments: [
            (["starting", xctestFailure, "x.swift:1: error: other"], xctestFailure),
            (["starting", "x.swift:1: error: first", xctestFailure], "x.swift:1: error: first"),
            (["starting", "Fatal error: crashed"], "Fatal error: crashed"),
            ([], "exit status 134"),
        ])
    func withoutMark(lines: [String], told: String) {
        #expect(Self.told(lines, status: 134) == told)
    }

    @Test("terminal colours are taken out of the line told")
    func coloursRemoved() {
        #expect(Self.told(["\u{1B}[31mMARK\u{1B}[0m Test \u{1B}[1;31mfailed"], status: 1) == "MARK Test failed")
    }
}
