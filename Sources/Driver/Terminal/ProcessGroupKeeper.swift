import Glibc
import Synchronization
import SystemShims

/// Kills the process groups of the programs on terminals (and any other group handed
/// to it) when the test process dies, however it dies.
///
/// The program itself has a parent-death signal, but a process it started in its group
/// that ignores SIGHUP (`trap '' HUP; sleep 1000 &`, what `nohup` does) outlives the
/// hang-up of a terminal whose driver is gone. The keeper is a small shell, started once
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

    /// The group has been ended and its leader reaped: nothing to kill any more.
    package static func release(_ group: Int32) {
        tell("-\(group)\n")
    }

    private static func tell(_ line: String) {
        socket.withLock { socket in
            if socket == nil { socket = start() }
            guard let descriptor = socket, descriptor >= 0 else { return }
            let bytes = Array(line.utf8)
            // One short line on a stream socket: written whole, never raising SIGPIPE.
            _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
    }

    /// Starts the keeper with its input on a socket and returns the driver's end, or -1.
    private static func start() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return -1 }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        _ = shim_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        _ = shim_spawn_new_session(&attributes)
        let argv = CStrings(["/bin/sh", "-c", script, "tui-terminal-keeper"])
        let envp = CStrings(["PATH=/usr/bin:/bin"])
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv.pointers, envp.pointers) == 0 else {
            close(ends[0])
            return -1
        }
        return ends[0]
    }
}
