import Synchronization
import SystemLayer

/// Kills the process groups of apps and of the programs on terminals (and any other
/// group handed to it) when the test process dies, however it dies, then removes the
/// state directories the test process made and had not yet removed.
///
/// An app or a program itself has a parent-death signal, but a process it started in its
/// group that ignores SIGHUP (`trap '' HUP; sleep 1000 &`, what `nohup` does) outlives
/// its driver, and the hang-up of a terminal whose driver is gone. The keeper is a small shell, started once
/// per test process in a session of its own and ignoring the signals a terminal or a
/// cancelled job sends; the driver tells it, over a socket only the driver holds, each
/// group it starts and each it has ended and reaped. When the socket closes (the test
/// process has ended, however that happened) it kills every group still named. A group
/// is named only while its leader is unreaped or its members may live, so its number
/// cannot have been reused by then. A state directory is named from its creation until
/// just before the driver removes it, so a name the keeper removes is never another
/// process's: `mkdtemp` cannot hand out a path that still exists. A test process killed
/// with SIGKILL, alone or with its whole process group, so leaves no directory behind;
/// the next driver's sweep (`StaleStateDirectories`) is kept for where the keeper could
/// not run.
package enum ProcessGroupKeeper {
    /// The driver's end of the keeper's socket, once the keeper runs; -1 if it could not
    /// be started (groups then go unguarded, as they would without it).
    private static let socket = Mutex<Int32?>(nil)

    /// What the keeper runs: one line per change (`+GROUP` or `-GROUP` for a process
    /// group, `>PATH` or `<PATH` for a state directory), then, at the end of its input,
    /// SIGKILL to every group still listed and the removal of every directory still
    /// listed. A directory is removed a second time if the first fails, for a file a
    /// killed app was still making as the first ran.
    package static let script = """
        trap '' HUP INT QUIT TERM PIPE TSTP TTIN TTOU
        set -f
        newline='
        '
        groups=' '
        folders=''
        while IFS= read -r line; do
          name=${line#?}
          case $line in
            +*) groups="$groups$name " ;;
            -*) kept=' '; for g in $groups; do [ "$g" = "$name" ] || kept="$kept$g "; done; groups=$kept ;;
            '>'*) folders="$folders$name$newline" ;;
            '<'*) kept=''; IFS=$newline; for f in $folders; do [ "$f" = "$name" ] || kept="$kept$f$newline"; done; unset IFS; folders=$kept ;;
          esac
        done
        for g in $groups; do kill -s KILL -- "-$g" 2>/dev/null; done
        IFS=$newline
        for f in $folders; do rm -rf -- "$f" 2>/dev/null || rm -rf -- "$f" 2>/dev/null; done
        """

    /// Asks the keeper to kill `group` should the test process die before `release`.
    package static func guardGroup(_ group: Int32) {
        tell("+\(group)\n")
    }

    /// Runs `spawn` with the keeper's socket (-1 when the keeper could not be started),
    /// for a spawn whose new process names its own group there (`+PID`) before it runs
    /// the program, so the group is guarded from the program's first instruction. No
    /// other line is written meanwhile, so that one goes in whole.
    package static func spawning<Process: Sendable, Failure: Error>(
        _ spawn: (Int32) throws(Failure) -> Process
    ) throws(Failure) -> Process {
        try socket.withLock { socket throws(Failure) -> Process in
            if socket == nil { socket = start() }
            return try spawn(socket ?? -1)
        }
    }

    /// Runs `spawn`, which starts a process leading a group of its own and returns its id,
    /// and names that group to the keeper as soon as it returns. The keeper is started
    /// first when it is not running, so its start never lies between the two.
    package static func spawningGuarded<Failure: Error>(_ spawn: () throws(Failure) -> Int32) throws(Failure) -> Int32 {
        try socket.withLock { socket throws(Failure) -> Int32 in
            if socket == nil { socket = start() }
            let group = try spawn()
            send("+\(group)\n", on: socket)
            return group
        }
    }

    /// The name the keeper runs under (its shell's `$0`), as its command line shows it.
    package static let processName = "tui-terminal-keeper"

    /// The keeper process `pid` started (its child running as `processName`), or nil when
    /// it has none: for tests that kill a test process's keeper or wait for it to end.
    package static func process(startedBy pid: Int32) -> Int32? {
        ProcessFamily.members(from: pid, limit: 64).dropFirst().first { child in
            (ProcFile.read("/proc/\(child)/cmdline") ?? "").contains(processName)
        }
    }

    /// The group has been ended and its leader reaped: nothing to kill any more.
    package static func release(_ group: Int32) {
        tell("-\(group)\n")
    }

    /// Asks the keeper to remove the state directory at `path` should the test process
    /// die before `releaseDirectory`. A path holding a line break is not named (the
    /// next driver's sweep removes it instead).
    package static func guardDirectory(_ path: String) {
        guard !path.contains("\n") else { return }
        tell(">\(path)\n")
    }

    /// The driver is about to remove the directory at `path` itself: the keeper forgets
    /// it, so that it never removes a later directory of the same name.
    package static func releaseDirectory(_ path: String) {
        guard !path.contains("\n") else { return }
        tell("<\(path)\n")
    }

    private static func tell(_ line: String) {
        socket.withLock { socket in
            if socket == nil { socket = start() }
            send(line, on: socket)
        }
    }

    /// Writes `line` to the keeper's socket, if it has one; the caller holds the lock.
    private static func send(_ line: String, on socket: Int32?) {
        guard let descriptor = socket, descriptor >= 0 else { return }
        let bytes = Array(line.utf8)
        // A line on a stream socket, never raising SIGPIPE; a path may need more than one send.
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { (try? Posix.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[sent...]))) ?? 0 }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Starts the keeper with its input on a socket and returns the driver's end, or -1.
    private static func start() -> Int32 {
        guard let ends = try? Posix.socketPair() else { return -1 }
        defer { Posix.close(ends.1) }
        let spawn = ProcessSpawn(
            "/bin/sh", arguments: ["-c", script, processName], environment: ["PATH=/usr/bin:/bin"],
            newSession: true, signalMask: .empty,
            descriptors: [.duplicate(ends.1, as: 0), .open("/dev/null", .writeOnly, as: 1), .open("/dev/null", .writeOnly, as: 2)],
            closingOthersFrom: 3
        )
        guard (try? spawn.start()) != nil else {
            Posix.close(ends.0)
            return -1
        }
        return ends.0
    }
}
