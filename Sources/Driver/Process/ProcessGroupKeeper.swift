import Synchronization
import SystemLayer

/// Kills the process groups of apps and of the programs on terminals (and any other
/// group handed to it) when the test process dies, however it dies.
///
/// An app or a program itself has a parent-death signal, but a process it started in its
/// group that ignores SIGHUP (`trap '' HUP; sleep 1000 &`, what `nohup` does) outlives
/// its driver, and the hang-up of a terminal whose driver is gone. The keeper is a small shell, started once
/// per test process in a session of its own and ignoring the signals a terminal or a
/// cancelled job sends; the driver tells it, over a socket only the driver holds, each
/// group it starts and each it has ended and reaped. When the socket closes (the test
/// process has ended, however that happened) it kills every group still named. A group
/// is named only while its leader is unreaped or its members may live, so its number
/// cannot have been reused by then.
package enum ProcessGroupKeeper {
    /// The driver's end of the keeper's socket, once the keeper runs; -1 if it could not
    /// be started (groups then go unguarded, as they would without it).
    private static let socket = Mutex<Int32?>(nil)

    /// What the keeper runs: one `+GROUP` or `-GROUP` line per change, then, at the end
    /// of its input, SIGKILL to every group still listed.
    package static let script = """
        trap '' HUP INT QUIT TERM PIPE TSTP TTIN TTOU
        groups=' '
        while read -r line; do
          group=${line#?}
          case $line in
            +*) groups="$groups$group " ;;
            -*) kept=' '; for g in $groups; do [ "$g" = "$group" ] || kept="$kept$g "; done; groups=$kept ;;
          esac
        done
        for g in $groups; do kill -s KILL -- "-$g" 2>/dev/null; done
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

    /// The group has been ended and its leader reaped: nothing to kill any more.
    package static func release(_ group: Int32) {
        tell("-\(group)\n")
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
        // One short line on a stream socket: written whole, never raising SIGPIPE.
        _ = bytes.withUnsafeBytes { try? Posix.send(descriptor, $0) }
    }

    /// Starts the keeper with its input on a socket and returns the driver's end, or -1.
    private static func start() -> Int32 {
        guard let ends = try? Posix.socketPair() else { return -1 }
        defer { Posix.close(ends.1) }
        let spawn = ProcessSpawn(
            "/bin/sh", arguments: ["-c", script, "tui-terminal-keeper"], environment: ["PATH=/usr/bin:/bin"],
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
