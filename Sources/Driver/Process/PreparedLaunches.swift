import AutomationChannel
import Synchronization
import SystemLayer

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
/// `LD_`, and Python's `PYTHON…` for the Textual adapter); it dies with the test process. At most `capacity` are kept: preparing one
/// more stops the one least recently launched from.
final class PreparedLaunches: Sendable {
    /// The test process's prepared processes.
    static let shared = PreparedLaunches()

    /// Whether launches are prepared: yes unless the test process's environment sets
    /// `TUI_DRIVER_PREPARED_LAUNCH=0`.
    static let enabled = ProcessEnvironment.value("TUI_DRIVER_PREPARED_LAUNCH") != "0"

    /// How many prepared processes a test process keeps at once (each holds an app's
    /// memory): enough for an app and a few start-up environments.
    static let capacity = 4

    /// How long a new prepared process may take to say what it is.
    static let identificationTimeout: Duration = .seconds(15)

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
            guard let version = Posix.fileVersion(executable) else { return nil }
            self.executable = executable
            file = version
            startup = environment.filter { name, _ in
                ["SWIFT_", "LLVM_", "MALLOC_", "GLIBC_", "LD_", "PYTHON"].contains { name.hasPrefix($0) }
            }.map { "\($0.key)=\($0.value)" }.sorted()
        }
    }

    /// The prepared processes, and when each was last launched from.
    private struct Table {
        var entries: [Key: Entry] = [:]
        var lastUse: [Key: UInt64] = [:]
        var uses: UInt64 = 0

        mutating func noteUse(of key: Key) {
            uses += 1
            lastUse[key] = uses
        }

        /// Removes and returns what must stop before `key` is prepared: the processes
        /// prepared from an older build of its executable, and the least recently used
        /// ones beyond the capacity.
        mutating func makeRoom(for key: Key) -> [PreparedAppProcess] {
            var retired: [PreparedAppProcess] = []
            func retire(_ other: Key) {
                if case let .ready(prepared)? = entries.removeValue(forKey: other) { retired.append(prepared) }
                lastUse[other] = nil
            }
            for other in entries.keys where other.executable == key.executable && other.file != key.file { retire(other) }
            let ready = entries.compactMap { other, entry -> Key? in
                if case .ready = entry { return other } else { return nil }
            }
            let surplus = ready.count - (PreparedLaunches.capacity - 1)
            if surplus > 0 {
                ready.sorted { lastUse[$0, default: 0] < lastUse[$1, default: 0] }.prefix(surplus).forEach(retire)
            }
            return retired
        }
    }

    private let table = Mutex(Table())

    /// Launches `executable` from its prepared process, preparing one on its first
    /// launch, waiting for the prepared process no later than `deadline`. Nil when this
    /// launch should be spawned as usual: the app does not support it, another launch is
    /// preparing it now, or the prepared process failed.
    ///
    /// - Throws: the spawn's own error when the executable cannot be started at all.
    func launch(
        executable: String, arguments: [String], environment: [String: String], deadline: Monotonic
    ) throws(SpawnError) -> ChildProcess? {
        try launch(executable: executable, arguments: arguments, environment: environment, deadline: deadline, replacing: true)
    }

    private func launch(
        executable: String, arguments: [String], environment: [String: String], deadline: Monotonic, replacing: Bool
    ) throws(SpawnError) -> ChildProcess? {
        guard let key = Key(executable: executable, environment: environment) else { return nil }
        enum Step { case fork(PreparedAppProcess), prepare, spawn }
        let (step, retired) = table.withLock { table -> (Step, [PreparedAppProcess]) in
            switch table.entries[key] {
            case let .ready(prepared)?:
                table.noteUse(of: key)
                return (.fork(prepared), [])
            case .preparing?, .unsupported?: return (.spawn, [])
            case nil:
                let retired = table.makeRoom(for: key)
                table.entries[key] = .preparing
                table.noteUse(of: key)
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
                outcome = try PreparedAppProcess.start(executable: executable, arguments: arguments, environment: environment, deadline: deadline)
            } catch {
                table.withLock { $0.entries[key] = nil }
                throw error
            }
            switch outcome {
            case let .prepared(process):
                table.withLock { $0.entries[key] = .ready(process) }
                prepared = process
            case let .ordinaryApp(process):
                table.withLock { $0.entries[key] = .unsupported }
                return process
            case .failed:
                table.withLock { $0.entries[key] = .unsupported }
                return nil
            }
        }

        switch try prepared.fork(arguments: arguments, environment: environment, deadline: deadline) {
        case let .forked(process):
            return process
        case .refused:
            // Spawned as usual from now on: a prepared process that refuses once would again.
            table.withLock { $0.entries[key] = .unsupported }
            prepared.stop()
            return nil
        case .gone:
            // Killed or crashed: this launch prepares a new one (once; then it is spawned).
            table.withLock { table in
                if case let .ready(current)? = table.entries[key], current === prepared { table.entries[key] = nil }
            }
            prepared.stop()
            guard replacing else { return nil }
            return try launch(executable: executable, arguments: arguments, environment: environment, deadline: deadline, replacing: false)
        }
    }
}
