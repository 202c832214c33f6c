import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// A test process killed with SIGKILL cannot delete its apps' state directories: its
/// keeper process does. Where the keeper could not run, the next driver that makes one
/// in the same place must, without touching a live owner's. Each test uses a state root
/// of its own (`TUI_STATE_ROOT`), so runs in parallel never see each other's directories.
@Suite("State left behind by a killed test process", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct StaleStateDirectoryTests {
    @Test(
        "a test process killed with SIGKILL, alone or with its process group, leaves no state directory and no app once its keeper has ended",
        arguments: [false, true])
    func keeperRemovesKilledProcessDirectory(wholeGroup: Bool) throws {
        let root = try StateRoot()
        let live = try Probe(root: root)
        let killed = try Probe(root: root)
        let keeper = try #require(ProcessGroupKeeper.process(startedBy: killed.child.pid), "the probe started no keeper")
        #expect(Posix.fileExists(killed.directory))

        Posix.kill(wholeGroup ? -killed.child.pid : killed.child.pid, Signal.kill)
        _ = killed.child.waitForExit()

        #expect(processExits(keeper, within: 5_000), "the keeper outlived the end of its input")
        #expect(root.entries == [root.name(live.directory)], "the killed probe's directory outlived its keeper")
        #expect(processExits(killed.appPID, within: 5_000), "the killed probe's app outlived it")
    }

    @Test("a directory the driver removed itself is forgotten by the keeper: one made again at its path outlives the test process")
    func removedDirectoryIsForgotten() throws {
        let root = try StateRoot()
        let probe = try TestChild("driver-probe", arguments: ["--one-gone-first", "--", "--uitesting"], environment: root.environment)
        let gone = try #require(probe.readLine()?.split(separator: " ").last.map(String.init))
        _ = try #require(probe.readLine(), "the probe's second app never started")
        let keeper = try #require(ProcessGroupKeeper.process(startedBy: probe.pid), "the probe started no keeper")
        try #require(!Posix.fileExists(gone), "the gone app's directory is still there")
        // Another process's directory, made where the removed one was: mkdtemp may hand
        // out a free name again.
        try Posix.makeDirectory(gone, permissions: 0o700)

        probe.kill(with: Signal.kill)

        #expect(processExits(keeper, within: 5_000), "the keeper outlived the end of its input")
        #expect(Posix.fileExists(gone), "the keeper removed a directory its driver had already removed and forgotten")
        #expect(root.entries == [root.name(gone)], "the killed probe's other directory outlived its keeper")
    }

    @Test("a test process whose keeper was killed too leaves its directory, which the next driver removes, leaving a live owner's")
    func nextDriverRemovesDeadOwnersDirectory() throws {
        let root = try StateRoot()
        // Between two launches: only the driver's own lock says the directory is in use.
        let live = try Probe(root: root, options: ["--terminate"])
        let killed = try Probe(root: root, options: ["--without-keeper"])
        killed.child.kill(with: Signal.kill)
        #expect(processExits(killed.appPID, within: 5_000))
        // The fault is real: the dead owner's directory is still there.
        #expect(Posix.fileExists(killed.directory))

        let next = try Probe(root: root)

        #expect(!Posix.fileExists(killed.directory), "the dead owner's directory survived the next driver")
        #expect(Posix.fileExists(live.directory), "a live owner's directory was removed")
        #expect(root.entries == Set([live.directory, next.directory].map(root.name)))
    }

    @Test(
        "a killed test process without its keeper leaves no app and, after the next driver, no directory, wherever the kill lands",
        arguments: ProbeStage.allCases)
    func killAtEveryStage(stage: ProbeStage) throws {
        let root = try StateRoot()
        for _ in 0..<5 {
            let probe = try TestChild(
                "driver-probe", arguments: ["--without-keeper", "--", "--uitesting", "--reset-state"], environment: root.environment)
            if stage == .afterFirstScreen { _ = probe.readLine() }
            probe.kill(with: Signal.kill)
        }
        // An app spawned just before its driver died notices at once that its parent is
        // gone; the others get the parent-death signal. Either way, none runs on.
        let stragglers = processes(mentioning: root.path)
        #expect(stragglers.allSatisfy { processExits($0, within: 5_000) }, "apps outlived their driver: \(stragglers)")

        let next = try Probe(root: root)

        #expect(root.entries == [root.name(next.directory)])
    }

    @Test("a directory whose app still runs is kept, even when the driver that made it is gone")
    func runningAppKeepsItsDirectory() async throws {
        let root = try StateRoot()
        let orphan = try root.makeStateDirectory()
        // An app holding the directory's lock, with no driver lock on the directory:
        // as an app launched by an older driver, or one outliving its driver by a moment.
        let app = App(executable: demoApp, stateDirectory: orphan)
        app.launchArguments = ["--uitesting"]
        try await app.launch()

        let removed = StaleStateDirectories.sweep(root.path)

        #expect(removed.isEmpty)
        #expect(Posix.fileExists(orphan + "/.lock"))
        await app.terminate()
        #expect(StaleStateDirectories.sweep(root.path) == [orphan])
    }

    @Test("another user's directory is never touched, held or not")
    func otherUsersDirectoryIsKept() throws {
        let root = try StateRoot()
        let theirs = try root.makeStateDirectory()
        let nobody: UInt32 = 65534
        do {
            try Posix.changeOwner(of: theirs, toUser: nobody, group: nobody)
        } catch {
            Issue.record("cannot give a directory to another user: \(error)")
            throw error
        }
        let abandoned = try root.makeStateDirectory()

        let removed = StaleStateDirectories.sweep(root.path)

        #expect(removed == [abandoned])
        #expect(Posix.fileExists(theirs))
    }

    @Test("without TUI_STATE_ROOT (or with it empty) state directories are made in memory, in /dev/shm", arguments: [nil, ""])
    func defaultRootIsSharedMemory(root: String?) throws {
        try #require(Posix.isWritableDirectory("/dev/shm"), "this machine has no writable /dev/shm")
        var environment = ProcessInfo.processInfo.environment
        environment[App.stateRootEnvironmentKey] = root

        let probe = try TestChild("driver-probe", arguments: ["--", "--uitesting"], environment: environment)
        let directory = try #require(probe.readLine()?.split(separator: " ").last.map(String.init))
        let status = probe.finish()

        #expect(directory.hasPrefix("/dev/shm/tui-app-"))
        #expect(status == .exited(0))
        #expect(!Posix.fileExists(directory), "the probe's App left its directory behind")
    }

    @Test("only directories named as the driver names them are candidates")
    func otherNamesAreKept() throws {
        let root = try StateRoot()
        for name in ["tui-app", "tui-app-", "tui-app-12345", "tui-app-1234567", "journey-abcdef", "tui-appXabcdef"] {
            try Posix.makeDirectory(root.path + "/" + name, permissions: 0o700)
        }

        let removed = StaleStateDirectories.sweep(root.path)

        #expect(removed.isEmpty)
        #expect(root.entries.count == 6)
    }
}

/// Where in a test process's life the kill lands.
enum ProbeStage: String, CaseIterable, CustomTestStringConvertible {
    /// As soon as the process has been started: during its launch of the app, or before.
    case atOnce = "at once"
    /// Once the app's first screen has arrived.
    case afterFirstScreen = "after the first screen"

    var testDescription: String { rawValue }
}

/// A `driver-probe`: a stand-in test process with one app launched.
struct Probe {
    let child: TestChild
    let appPID: Int32
    let directory: String

    /// Starts a probe with its state in `root` and waits until its app shows a screen
    /// (and, with `--terminate`, has been terminated again).
    init(root: StateRoot, options: [String] = []) throws {
        child = try TestChild("driver-probe", arguments: options + ["--", "--uitesting", "--reset-state"], environment: root.environment)
        let line = try #require(child.readLine())
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count == 2, let pid = Int32(fields[0]) else { throw TestChildError("the probe said: \(line)") }
        appPID = pid
        directory = fields[1]
    }
}

/// A private folder standing in for `/dev/shm`, removed with everything in it.
final class StateRoot {
    let path: String
    private let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        path = folder.path
    }

    /// The test process's environment with `TUI_STATE_ROOT` pointing here.
    var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging([App.stateRootEnvironmentKey: path]) { $1 }
    }

    /// The names in the folder.
    var entries: Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
    }

    /// The name of `directory` inside the folder.
    func name(_ directory: String) -> String {
        String(directory.split(separator: "/").last ?? "")
    }

    /// A directory named as the driver names state directories, held by nobody.
    func makeStateDirectory() throws -> String {
        do {
            return try Posix.makeTemporaryDirectory(path + "/tui-app-XXXXXX")
        } catch {
            throw TestChildError("cannot create a directory in \(path)")
        }
    }
}

/// Deletes `path` and everything under it.
func removeTree(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// The processes whose command line mentions `text`.
func processes(mentioning text: String) -> [Int32] {
    let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
    return pids.filter { pid in
        guard pid != Posix.processID, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self).contains(text)
    }
}
