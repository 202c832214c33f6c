import AutomationChannel
import Glibc
import Synchronization
import SystemShims

/// Launches forked from a prepared process (docs/protocol.md §16), so a launch does not
/// wait for `exec` and the runtime's start-up.
///
/// The first launch of an executable starts it with `TUI_AUTOMATION_PREPARED=1` and that
/// launch's own arguments and environment. An app built on the kit answers as a prepared
/// process, and this launch and every later one are forked from it. Any other app simply
/// starts as that first launch, and its later launches are spawned as usual.
///
/// Each forked launch has the isolation of a spawned one: its own process (a child of
/// the test process, which reaps it and reads its exit status), state directory,
/// arguments, environment, channel and log. A prepared process serves one executable
/// file as it is on disk (a rebuild gets a new one) and one start-up environment (the
/// variables the runtime reads before `main`: `SWIFT_`, `LLVM_`, `MALLOC_`, `GLIBC_`,
/// `LD_`); it dies with the test process.
final class PreparedLaunches: Sendable {
    /// The test process's prepared processes.
    static let shared = PreparedLaunches()

    /// Whether launches are prepared: yes unless the test process's environment sets
    /// `TUI_DRIVER_PREPARED_LAUNCH=0`.
    static let enabled = ProcessEnvironment.value("TUI_DRIVER_PREPARED_LAUNCH") != "0"

    /// How long a new prepared process may take to say what it is.
    static let identificationTimeout: Duration = .seconds(5)

    private enum Entry {
        case preparing
        case ready(PreparedAppProcess)
        case unsupported
    }

    private struct Key: Hashable {
        let executable: String
        let file: [Int]
        let startup: [String]

        init?(executable: String, environment: [String: String]) {
            var info = stat()
            guard stat(executable, &info) == 0 else { return nil }
            self.executable = executable
            file = [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
            startup = environment.filter { name, _ in
                ["SWIFT_", "LLVM_", "MALLOC_", "GLIBC_", "LD_"].contains { name.hasPrefix($0) }
            }.map { "\($0.key)=\($0.value)" }.sorted()
        }
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// Launches `executable` from its prepared process, preparing one on its first
    /// launch. Nil when this launch should be spawned as usual: the app does not support
    /// it, another launch is preparing it now, or the prepared process failed.
    ///
    /// - Throws: the spawn's own error when the executable cannot be started at all.
    func launch(executable: String, arguments: [String], environment: [String: String]) throws(ChildProcess.SpawnError) -> ChildProcess? {
        try launch(executable: executable, arguments: arguments, environment: environment, replacing: true)
    }

    private func launch(
        executable: String, arguments: [String], environment: [String: String], replacing: Bool
    ) throws(ChildProcess.SpawnError) -> ChildProcess? {
        guard let key = Key(executable: executable, environment: environment) else { return nil }
        enum Step { case fork(PreparedAppProcess), prepare, spawn }
        let (step, retired) = entries.withLock { entries -> (Step, [PreparedAppProcess]) in
            switch entries[key] {
            case let .ready(prepared)?: return (.fork(prepared), [])
            case .preparing?, .unsupported?: return (.spawn, [])
            case nil:
                // A rebuilt executable retires what was prepared from its old file.
                var retired: [PreparedAppProcess] = []
                for (other, entry) in entries where other.executable == key.executable && other.file != key.file {
                    entries[other] = nil
                    if case let .ready(prepared) = entry { retired.append(prepared) }
                }
                entries[key] = .preparing
                return (.prepare, retired)
            }
        }
        retired.forEach { $0.stop() }

        let prepared: PreparedAppProcess
        switch step {
        case .spawn:
            return nil
        case let .fork(existing):
            prepared = existing
        case .prepare:
            let outcome: PreparedAppProcess.Start
            do {
                outcome = try PreparedAppProcess.start(executable: executable, arguments: arguments, environment: environment)
            } catch {
                entries.withLock { $0[key] = nil }
                throw error
            }
            switch outcome {
            case let .prepared(process):
                entries.withLock { $0[key] = .ready(process) }
                prepared = process
            case let .ordinaryApp(process):
                entries.withLock { $0[key] = .unsupported }
                return process
            case .failed:
                entries.withLock { $0[key] = .unsupported }
                return nil
            }
        }

        switch try prepared.fork(arguments: arguments, environment: environment) {
        case let .forked(process):
            return process
        case .refused:
            // Spawned as usual from now on: a prepared process that refuses once would again.
            entries.withLock { $0[key] = .unsupported }
            prepared.stop()
            return nil
        case .gone:
            // Killed or crashed: this launch prepares a new one (once; then it is spawned).
            entries.withLock { entries in
                if case let .ready(current)? = entries[key], current === prepared { entries[key] = nil }
            }
            prepared.stop()
            guard replacing else { return nil }
            return try launch(executable: executable, arguments: arguments, environment: environment, replacing: false)
        }
    }
}
