import Foundation
import JourneyScript
import Testing

/// The exit status taxonomy (docs/journey-command.md), one code at a time, from the
/// built command as CI runs it. Program journeys keep it quick: no app starts.
@Suite("journey exit codes", .timeLimit(.minutes(3)))
struct ExitCodeTests {
    @Test(
        "each outcome exits with its code: 0 passed, 1 failed, 2 script error, 3 could not start",
        arguments: [
            ("run \"true\"\nexpect exit 0\n", Int32(0)),
            ("run \"sh -c 'exit 4'\"\nexpect exit 0\n", 1),
            ("run \"true\"\nexpekt exit 0\n", 2),
            ("run \"no-such-program-for-journeys\"\nexpect exit 0\n", 3),
        ])
    func programOutcomes(script: String, status: Int32) async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/one.journey", script)

        let output = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        #expect(output.status == status, "\(output.standardOutput)\(output.standardError)")
    }

    @Test("an app that is not there exits 3, an infrastructure failure, not 2")
    func missingApp() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/sign-in.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run(["run", "journeys", "--app", "/nonexistent/app"], in: folder)

        #expect(output.status == 3)
        #expect(output.standardError.hasPrefix("error: no executable app at /nonexistent/app"))
    }

    @Test("an app that exits before its first screen exits 3, even beside a journey that failed its check")
    func appDiesAtLaunch() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/a.journey", "run \"sh -c 'exit 4'\"\nexpect exit 0\n")
        try folder.write("journeys/b.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run(["run", "journeys", "--app", "/bin/true"], in: folder)

        #expect(output.status == 3)
        #expect(output.standardOutput.contains("launchFailed: cannot launch /bin/true"))
    }

    @Test("the codes are the documented numbers, a signal 128 plus its number")
    func numbers() {
        #expect(
            [JourneyExitCode.passed, .journeyFailed, .usageOrScriptError, .infrastructureFailure, .signal(2), .signal(15)].map(\.status)
                == [0, 1, 2, 3, 130, 143])
    }

    @Test("a signal outweighs every other verdict, and no outcome at all passes")
    func verdictOrder() {
        #expect(JourneyExitCode.verdict(on: [], signal: 15) == .signal(15))
        #expect(JourneyExitCode.verdict(on: [], signal: nil) == .passed)
    }
}
