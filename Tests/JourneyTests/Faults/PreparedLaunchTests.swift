import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// Launches forked from a prepared process keep every guarantee of a spawned launch:
/// the test process is their parent, each has its own arguments, environment and state
/// directory, a crash reads the same, and nothing outlives the test process.
@Suite("Prepared launches", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct PreparedLaunchTests {
    @Test("a forked launch is the test process's child, with its own arguments, environment and state directory")
    func forkedLaunchesAreIsolated() async throws {
        let spanish = App(executable: demoApp, preparedLaunches: true)
        spanish.launchArguments = ["--uitesting", "--reset-state"]
        spanish.launchEnvironment = ["DEMOAPP_APPLE_LANGUAGES": "(es)"]
        let signedIn = App(executable: demoApp, preparedLaunches: true)
        signedIn.launchArguments = ["--uitesting", "--reset-state", "--mock-logged-in-user"]
        try await spanish.launch()
        try await signedIn.launch()

        let pids = try [#require(spanish.processIdentifier), #require(signedIn.processIdentifier)]
        #expect(pids.map(ProcessFacts.parent) == [Posix.processID, Posix.processID])
        #expect(
            try ProcessFacts.preparedProcesses(childrenOf: Posix.processID).isEmpty == false,
            "a prepared process serves the launches")
        #expect(try await spanish.buttons["loginButton"].label == "Entrar")
        #expect(try await signedIn.buttons["loginButton"].exists == false, "the signed-in app skips the sign-in screen")
        let directories = pids.map(ProcessFacts.stateDirectory)
        #expect(directories[0] != nil && directories[0] != directories[1], "\(directories)")
        #expect(
            ProcessFacts.commandLine(of: pids[1]).hasSuffix("--mock-logged-in-user --state-dir \(directories[1] ?? "")"),
            "ps shows each launch's own command line")
    }

    @Test("a prepared process binds the program's symbols once, at its start, and keeps the program's name")
    func preparedProcessesBindAtStart() async throws {
        let app = App(executable: demoApp, preparedLaunches: true)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()

        // The demo app's: other tests start other programs beside it.
        let prepared = try ProcessFacts.preparedProcesses(childrenOf: Posix.processID).filter {
            ProcessFacts.commandLine(of: $0).hasPrefix(demoApp)
        }
        try #require(prepared.isEmpty == false)
        for pid in prepared {
            #expect(ProcessFacts.environment(of: pid)["LD_BIND_NOW"] == "1", "prepared process \(pid)")
            #expect(ProcessFacts.name(of: pid) == "DemoApp", "ps shows the program's name, as for any launch")
        }
        #expect(try await app.buttons["loginButton"].exists)
    }

    @Test("a crash ends a forked launch and a spawned one with the same status and report", arguments: [true, false])
    func crashReadsTheSame(prepared: Bool) async throws {
        let app = App(executable: demoApp, preparedLaunches: prepared)
        app.launchArguments = ["--uitesting", "--reset-state", "--debug-crash-at", "1:abort"]
        try await app.launch()

        let error = await #expect(throws: DriverError.self) { try await app.textFields["emailField"].typeText("x") }

        #expect(error?.code == .appCrashed)
        #expect(app.exitStatus == .signaled(Signal.abort))
        #expect(error?.diagnostics?.logTail.contains("--debug-crash-at: crashing with abort at command 1") == true)
    }

    @Test("an app that exits at once reports the same status either way", arguments: [true, false])
    func refusedArgumentsReadTheSame(prepared: Bool) async throws {
        let app = App(executable: demoApp, preparedLaunches: prepared)
        app.launchArguments = ["--uitesting", "--no-such-flag"]

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.message.contains("it exited with exit code 2 before sending its first screen") == true)
        #expect(error?.diagnostics?.logTail.contains("--no-such-flag") == true)
    }

    @Test("killing the test process takes its prepared process and every forked app down with it")
    func preparedProcessDiesWithTheTestProcess() throws {
        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting", "--reset-state"])
        let report = try #require(probe.readLine()).split(separator: " ").map(String.init)
        let appPID = try #require(report.first.flatMap { Int32($0) })
        defer { if report.count > 1 { removeDirectory(report[1]) } }
        let prepared = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)
        try #require(prepared.count == 1, "the probe's first launch made one prepared process")
        #expect(ProcessFacts.parent(of: appPID) == probe.pid)

        probe.kill(with: Signal.kill)

        #expect(processExits(appPID, within: 2_000))
        #expect(processExits(prepared[0], within: 2_000))
    }

    @Test("a prepared process that was killed is reaped and replaced: the launches after it still start, and it is left no zombie")
    func killedPreparedProcessIsReplaced() async throws {
        let probe = try TestChild("driver-probe", arguments: ["--relaunch", "--", "--uitesting", "--reset-state"])
        let first = try #require(probe.readLine())
        let prepared = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)
        try #require(prepared.count == 1, "the probe's first launch made one prepared process")
        Posix.kill(prepared[0], Signal.kill)
        #expect(processExits(prepared[0], within: 2_000))

        probe.send(line: "relaunch")
        let second = try #require(probe.readLine(), "the launch after the kill started")
        let replacements = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)

        #expect(second != first)
        #expect(replacements.count == 1 && replacements != prepared, "the next launch prepared a new one: \(replacements)")
        #expect(noSuchProcess(prepared[0]), "the launch that found it gone reaped it, not leaving it a zombie of the probe")
        #expect(probe.finish() == .exited(0))
    }

    @Test("a test process keeps at most four prepared processes, stopping the one least recently launched from")
    func preparedProcessesAreCapped() throws {
        let probe = try TestChild("driver-probe", arguments: ["--relaunch", "--", "--uitesting", "--reset-state"])
        _ = try #require(probe.readLine())
        let first = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)
        try #require(first.count == 1, "the probe's first launch made one prepared process")

        // A start-up variable (SWIFT_…) in the environment needs a prepared process of its own.
        for number in 1...3 {
            probe.send(line: "SWIFT_PREPARED_LAUNCH_TEST=\(number)")
            _ = try #require(probe.readLine(), "launch \(number) with a start-up environment of its own started")
        }
        let four = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)
        try #require(four.count == 4, "four start-up environments, four prepared processes: \(four)")
        // The first environment's is used again, so the second's is now the least recent.
        probe.send(line: "")
        _ = try #require(probe.readLine())
        let second = try #require(four.first { ProcessFacts.environment(of: $0)["SWIFT_PREPARED_LAUNCH_TEST"] == "1" })
        probe.send(line: "SWIFT_PREPARED_LAUNCH_TEST=4")
        _ = try #require(probe.readLine(), "a fifth start-up environment's launch started")

        let after = try ProcessFacts.preparedProcesses(childrenOf: probe.pid)
        #expect(after.count == 4, "still four prepared processes: \(after)")
        #expect(processExits(second, within: 2_000), "the least recently used one was stopped")
        #expect(after.contains(first[0]), "the one launched from just before stays")
        #expect(probe.finish() == .exited(0))
    }

    @Test("an app without prepared launches starts as the first launch and is spawned after it")
    func ordinaryAppsAreSpawned() async throws {
        for _ in 0..<2 {
            let app = App(executable: TestChild.buildDirectory + "/conformance-fake", preparedLaunches: true)
            try await app.launch()
            #expect(try await app.buttons["add"].exists)
            #expect(app.processIdentifier.map(ProcessFacts.parent) == Posix.processID)
            await app.terminate()
        }
        #expect(
            try ProcessFacts.preparedProcesses(childrenOf: Posix.processID).allSatisfy {
                !ProcessFacts.commandLine(of: $0).hasPrefix(TestChild.buildDirectory + "/conformance-fake")
            }, "the fake never became a prepared process")
    }
}

/// What `/proc` says about a process.
enum ProcessFacts {
    /// The parent process id of `pid`, nil once it has gone.
    static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ").dropFirst().first.flatMap { Int32($0) }
    }

    /// The environment `pid` was started with (a prepared process's; a launch forked from
    /// it reuses that memory for its command line).
    static func environment(of pid: Int32) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return [:] }
        var result: [String: String] = [:]
        for entry in data.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            if let equals = text.firstIndex(of: "=") { result[String(text[..<equals])] = String(text[text.index(after: equals)...]) }
        }
        return result
    }

    /// The name `ps` shows for `pid` (its `comm`).
    static func name(of pid: Int32) -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The command line of `pid`, its words joined by spaces.
    static func commandLine(of pid: Int32) -> String {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// The `--state-dir` on `pid`'s command line.
    static func stateDirectory(of pid: Int32) -> String? {
        let words = commandLine(of: pid).split(separator: " ")
        return words.firstIndex(of: "--state-dir").flatMap { $0 + 1 < words.count ? String(words[$0 + 1]) : nil }
    }

    /// The running children of `parent` that were started as prepared processes.
    static func preparedProcesses(childrenOf parent: Int32) throws -> [Int32] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { Int32($0) }.filter { pid in
            Self.parent(of: pid) == parent && environment(of: pid)["TUI_AUTOMATION_PREPARED"] == "1"
        }
    }
}
