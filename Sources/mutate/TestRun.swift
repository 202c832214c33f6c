import Foundation

/// Runs the package's tests in the scratch copy: Swift Testing, then XCTest, stopping at
/// the first failure (one is enough to kill a mutant).
struct TestRun {
    let workspace: Workspace

    /// How the run went: nil if every test passed, else the first failure's line.
    struct Verdict {
        let failure: String?
        let timedOut: Bool
        let seconds: Double
    }

    func run(timeout: Double) throws -> Verdict {
        let bundle = try workspace.testBundle()
        var environment = ProcessInfo.processInfo.environment
        // The tests find the app and their tools beside the bundle; nothing else of the
        // working tree's build leaks in.
        environment["DEMOAPP_PATH"] = nil
        environment["DEMOAPP_RELEASE_PATH"] = nil
        // A mutant that crashes the tests is caught by the crash itself: symbolicating
        // its backtrace took a minute a mutant on a loaded machine, and tells nothing.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var seconds = 0.0
        let swiftTesting = Shell.run(
            [bundle, "--testing-library", "swift-testing"], in: workspace.tree, timeout: timeout,
            environment: environment
        ) { $0.contains("✘") }
        seconds += swiftTesting.seconds
        if swiftTesting.timedOut { return Verdict(failure: "the tests ran past \(Int(timeout)) s", timedOut: true, seconds: seconds) }
        if !swiftTesting.succeeded { return Verdict(failure: Self.firstFailure(in: swiftTesting), timedOut: false, seconds: seconds) }
        let xctest = Shell.run([bundle], in: workspace.tree, timeout: max(1, timeout - seconds), environment: environment) {
            $0.contains("' failed (") || $0.contains(": error: ")
        }
        seconds += xctest.seconds
        if xctest.timedOut { return Verdict(failure: "the XCTest tests ran past \(Int(timeout)) s", timedOut: true, seconds: seconds) }
        if !xctest.succeeded { return Verdict(failure: Self.firstFailure(in: xctest), timedOut: false, seconds: seconds) }
        return Verdict(failure: nil, timedOut: false, seconds: seconds)
    }

    private static func firstFailure(in result: Shell.Result) -> String {
        firstFailure(in: result.output, status: result.status)
    }

    /// The line of `output` that tells the first failure, without terminal colours: the
    /// first Swift Testing failure mark (`✘`), else the first XCTest failure or compiler-
    /// style error, else the last line, else the exit status.
    static func firstFailure(in output: String, status: Int32) -> String {
        let lines = output.split(separator: "\n")
        // Swift Testing's mark first: a test's arguments may quote an error message, and
        // their line comes before the failure's.
        let line =
            lines.first { $0.contains("✘") } ?? lines.first { $0.contains("' failed (") || $0.contains(": error: ") }
            ?? lines.last ?? "exit status \(status)"
        // Without the terminal colours.
        return String(line).replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
