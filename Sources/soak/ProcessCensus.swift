import Driver
import SystemLayer

/// What the soak run counts before and after: processes it left behind, descriptors
/// it holds, and state directories on disk.
struct ProcessCensus: Equatable {
    /// App processes still alive whose parent is this process (not yet reaped or
    /// still running) or init (orphans), prepared processes apart.
    let strayApps: [Int32]
    /// This process's prepared processes (docs/protocol.md §16): alive by design, kept
    /// for later launches until this process ends.
    let preparedProcesses: [Int32]
    /// Children of this process that exited and were never reaped.
    let zombies: [Int32]
    /// This process's open file descriptors.
    let openDescriptors: Int
    /// What each descriptor refers to, for the report when the count changed.
    let descriptorTargets: [String]
    /// Private state directories the driver made and has not removed.
    let stateDirectories: [String]

    static func take(appName: String) -> ProcessCensus {
        let me = Posix.processID
        var strays: [Int32] = [], zombies: [Int32] = [], prepared: [Int32] = []
        for (pid, status) in ProcessStatus.all() {
            let (parent, state) = (status.parent, status.state)
            if parent == me && state == "Z" { zombies.append(pid) }
            guard status.command == appName && state != "Z" && (parent == me || parent == 1) else { continue }
            if parent == me && startedPrepared(pid) { prepared.append(pid) } else { strays.append(pid) }
        }
        let directories = directoryEntries(App.stateRoot).filter { $0.hasPrefix("tui-app-") }
        return ProcessCensus(
            strayApps: strays.sorted(), preparedProcesses: prepared.sorted(), zombies: zombies.sorted(),
            openDescriptors: directoryEntries("/proc/self/fd").count,
            descriptorTargets: directoryEntries("/proc/self/fd").sorted().map { "\($0) → \(linkTarget("/proc/self/fd/\($0)"))" },
            stateDirectories: directories.sorted()
        )
    }

    private static func directoryEntries(_ path: String) -> [String] {
        Posix.directoryEntries(path) ?? []
    }

    /// Whether `pid` was started as a prepared process (its environment at start says so).
    private static func startedPrepared(_ pid: Int32) -> Bool {
        let bytes = Posix.readWholeFile("/proc/\(pid)/environ") ?? []
        return bytes.split(separator: 0).contains { $0.elementsEqual("TUI_AUTOMATION_PREPARED=1".utf8) }
    }

    private static func linkTarget(_ path: String) -> String {
        Posix.linkTarget(path) ?? "?"
    }
}
