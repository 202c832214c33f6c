import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// Textual launches forked from a warm interpreter (docs/textual.md, "Launching from a warm
/// interpreter") keep every guarantee of a spawned launch: each is the test process's
/// child with a state directory of its own, a relaunch keeps it and a reset empties it,
/// and nothing outlives the test process.
@Suite(
    "Textual prepared launches", .serialized, .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual,
    .dedicatedThread)
struct TextualPreparedLaunchTests {
    /// The running prepared processes of the adapter's launcher among `parent`'s children.
    static func preparedLaunchers(childrenOf parent: Int32) throws -> [Int32] {
        try ProcessFacts.preparedProcesses(childrenOf: parent).filter {
            ProcessFacts.commandLine(of: $0).contains(TextualEnvironment.launcher)
        }
    }

    @Test("dooit launches are forked from a warm interpreter, each App with its own state: a workspace stays across a relaunch and is in no other App")
    func forkedLaunchesKeepTheirOwnState() async throws {
        let first = try await DooitJourneyTests.launch()
        try await first.addWorkspace("Errands")
        let second = try await DooitJourneyTests.launch()
        try await first.app.relaunchKeepingState()

        let pids = try [#require(first.app.processIdentifier), #require(second.app.processIdentifier)]
        #expect(pids.map(ProcessFacts.parent) == [Posix.processID, Posix.processID], "each launch is the test process's child")
        #expect(try Self.preparedLaunchers(childrenOf: Posix.processID).isEmpty == false, "a prepared process serves them")
        let directories = pids.map(ProcessFacts.stateDirectory)
        #expect(directories[0] != nil && directories[0] != directories[1], "ps shows each launch's own state directory: \(directories)")
        #expect(try await second.workspaces.descendants(matching: .cell).count == 0, "the second App starts without the first's files")
        let again = try await DooitPage(first.app, timeout: .seconds(15))
        try await again.workspace("Errands").waitUntilExists(timeout: again.patience)
    }

    @Test("a forked Textual launch with --reset-state starts as freshly installed")
    func forkedLaunchResets() async throws {
        let page = try await DooitJourneyTests.launch()
        try await page.addWorkspace("Errands")

        try await page.app.relaunchResettingState()

        #expect(try Self.preparedLaunchers(childrenOf: Posix.processID).isEmpty == false)
        let again = try await DooitPage(page.app, timeout: .seconds(15))
        #expect(try await again.workspaces.descendants(matching: .cell).count == 0)
    }

    @Test("a launch with other Python start-up variables gets a prepared interpreter of its own")
    func pythonStartupVariablesSeparatePreparedProcesses() async throws {
        let plain = App.textual([TextualEnvironment.counterApp])
        try await plain.launch()
        let seeded = App.textual([TextualEnvironment.counterApp])
        seeded.launchEnvironment = ["PYTHONHASHSEED": "7"]
        try await seeded.launch()

        let prepared = try Self.preparedLaunchers(childrenOf: Posix.processID)
        #expect(prepared.contains { ProcessFacts.environment(of: $0)["PYTHONHASHSEED"] == "7" }, "\(prepared)")
        #expect(prepared.contains { ProcessFacts.environment(of: $0)["PYTHONHASHSEED"] == nil }, "\(prepared)")
        #expect(try await seeded.buttons["add"].exists)
    }

    @Test("killing the test process takes the prepared interpreter and the Textual app forked from it down with it")
    func nothingOutlivesTheTestProcess() throws {
        let probe = try TestChild(
            "driver-probe", arguments: ["--app", TextualEnvironment.launcher, "--", TextualEnvironment.counterApp, "--reset-state"])
        let report = try #require(probe.readLine(), "the launch started").split(separator: " ").map(String.init)
        let app = try #require(report.first.flatMap { Int32($0) })
        defer { if report.count > 1 { removeDirectory(report[1]) } }
        let prepared = try Self.preparedLaunchers(childrenOf: probe.pid)
        try #require(prepared.count == 1, "the probe's first launch made one prepared process")
        #expect(ProcessFacts.parent(of: app) == probe.pid && !prepared.contains(app), "the app was forked as the probe's child")

        probe.kill(with: Signal.kill)

        #expect(processExits(app, within: 5_000), "the app ended")
        #expect(processExits(prepared[0], within: 5_000), "the prepared process ended")
        // What the killed probe could not remove (the state directory made ahead for its next
        // launch) is the next driver's to sweep: sweep it now rather than leave it to one.
        if report.count > 1 {
            _ = StaleStateDirectories.sweep(String(report[1].split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")))
        }
    }
}
