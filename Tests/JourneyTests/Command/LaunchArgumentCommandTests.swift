import Foundation
import DriverTesting
import Testing

/// Launch arguments are checked like the rest of a script: the app is asked about each
/// list a run will pass before anything runs, and a configuration never undoes what a
/// journey says about itself.
@Suite("journey command: launch arguments", .timeLimit(.minutes(3)), .hangReport)
struct LaunchArgumentCommandTests {
    @Test("a mistyped launch flag fails the run before anything runs, pointing at it with the app's own words")
    func mistypedFlag() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/a.journey", "launch --uitesting --reset-state --mock-catalg\nwait cells[\"productCell_0\"] exists\n")
        try folder.write("journeys/b.journey", SampleJourneys.signIn)

        let output = try await JourneyExecutable.run(["run", "journeys"], in: folder)

        #expect(output.status == 2)
        #expect(
            output.standardError == """
                journeys/a.journey:1:34: error: the app refuses this launch argument: unknown launch argument '--mock-catalg'; did you mean '--mock-catalog'?
                    launch --uitesting --reset-state --mock-catalg
                                                     ^

                1 script error; no journey was run.

                """)
        #expect(output.standardOutput.isEmpty)
        #expect(!folder.contains(".journey-results"))
    }

    @Test("a bad value a configuration adds is reported where the configuration is defined")
    func badConfigurationValue() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/one.journey", SampleJourneys.numbered(1))
        try folder.write("journeys/configs.txt", "# Sizes.\ntiny: --terminal-size 10x5\n")

        let output = try await JourneyExecutable.run(["run", "journeys", "--config", "tiny"], in: folder)

        #expect(output.status == 2)
        #expect(
            output.standardError.hasPrefix(
                """
                journeys/configs.txt:2:23: error: the app refuses this launch argument: launch argument '--terminal-size' has the invalid value '10x5': expected WIDTHxHEIGHT
                """))
    }

    @Test("an app that does not answer the check still shows its own message on the console when its launch fails")
    func appWithoutTheCheck() async throws {
        let folder = try TemporaryFolder()
        try folder.write("journeys/a.journey", "launch --uitesting --mock-catalg\n")
        // A wrapper that hides the question from the app, as an app that does not know it would ignore it.
        try writeExecutable("#!/bin/sh\nunset TUI_CHECK_LAUNCH_ARGUMENTS\nexec '\(JourneyExecutable.demoApp)' \"$@\"\n", to: folder.path + "/old-app")

        let output = try await JourneyExecutable.run(["run", "journeys", "--app", "old-app"], in: folder)

        #expect(output.status == 3)
        #expect(
            output.standardOutput.contains(
                """
                      line 1: launchFailed: cannot launch \(folder.path)/old-app: it exited with exit code 2 before sending its first screen
                      app log: DemoApp: unknown launch argument '--mock-catalg'; did you mean '--mock-catalog'?
                               Valid launch arguments:
                """))
    }

    @Test("a configuration never undoes a flag the journey sets itself, and the run says so")
    func configurationKeepsJourneyFlags() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "journeys/offline.journey",
            """
            launch --uitesting --reset-state --mock-catalog --network offline
            wait alerts["offlineAlert"] exists within 5s
            """)

        let output = try await JourneyExecutable.run(["run", "journeys", "--config", "slow-network,es"], in: folder)

        #expect(output.status == 0)
        #expect(
            output.standardOutput.contains(
                """
                offline [slow-network] │ ⚠ warning: configuration slow-network: --network slow is not applied: the journey sets --network offline itself
                ✔ offline [slow-network] passed in
                """))
        #expect(!output.standardOutput.contains("configuration es:"))
    }
}
