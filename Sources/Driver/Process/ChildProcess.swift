import AutomationChannel
import Glibc
import ScreenModel
import SystemShims

/// A process launched with the automation channel on descriptor 3, its output
/// captured, and a descriptor that becomes readable when it exits.
struct ChildProcess: AppProcess {
    let pid: pid_t
    /// The driver's end of the automation channel (a private socket pair).
    let channel: Int32
    /// Reads the app's standard output and standard error, interleaved.
    let log: Int32
    /// Becomes readable when the process exits; -1 if the kernel lacks pidfd.
    let exitNotifier: Int32

    /// Why a process could not be started.
    struct SpawnError: Error {
        let problem: DriverError.LaunchProblem
    }

    /// Starts `executable` with `arguments` and `environment` (which should include the
    /// channel variables).
    ///
    /// The app inherits standard input (`/dev/null`), output and error (its log) and the
    /// channel, and no other descriptor: not another app's channel, nor one the test
    /// process opened without close-on-exec.
    static func spawn(executable: String, arguments: [String], environment: [String: String]) throws(SpawnError) -> ChildProcess {
        try checkExecutable(executable)
        let ends = try LaunchDescriptors.make()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends.logWrite, 1)
        posix_spawn_file_actions_adddup2(&actions, ends.logWrite, 2)
        posix_spawn_file_actions_adddup2(&actions, ends.appChannel, AutomationProtocol.channelDescriptor)
        // Nothing else: not even what the test process opened without close-on-exec.
        _ = shim_spawn_close_from(&actions, AutomationProtocol.channelDescriptor + 1)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2] {
            sigaddset(&defaultSignals, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = CStrings([executable] + arguments)
        let envp = CStrings(environment.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
        ends.closeAppEnds()
        guard result == 0 else {
            ends.closeDriverEnds()
            throw SpawnError(problem: .cannotSpawn(DriverError.SystemError(code: result)))
        }
        return ChildProcess(pid: pid, channel: ends.driverChannel, log: ends.logRead, exitNotifier: shim_pidfd_open(pid))
    }

    /// Checks that `executable` exists and may be run.
    static func checkExecutable(_ executable: String) throws(SpawnError) {
        guard access(executable, F_OK) == 0 else {
            throw SpawnError(problem: .noExecutable(path: executable))
        }
        guard access(executable, X_OK) == 0 else {
            throw SpawnError(problem: .notExecutable(path: executable))
        }
    }

    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    func waitForExit() -> ExitStatus {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        return result == pid ? ExitStatus(waitStatus: status) : .exited(-1)
    }
}

/// The descriptors of one launch: both ends of its channel (a private stream socket
/// pair) and of the pipe its output goes to, all close-on-exec.
struct LaunchDescriptors {
    /// The driver's end of the channel.
    let driverChannel: Int32
    /// The app's end of the channel; never descriptor 3 itself, since dup2 onto the same
    /// number would leave close-on-exec set.
    let appChannel: Int32
    /// Where the driver reads the app's output.
    let logRead: Int32
    /// The app's standard output and error.
    let logWrite: Int32

    /// Creates the socket pair and the pipe.
    static func make() throws(ChildProcess.SpawnError) -> LaunchDescriptors {
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw .init(problem: .cannotCreateChannel(.current))
        }
        var logPipe: [Int32] = [-1, -1]
        guard shim_pipe(&logPipe, 0) == 0 else {
            let error = DriverError.SystemError.current
            close(sockets[0]); close(sockets[1])
            throw .init(problem: .cannotCreateLogPipe(error))
        }
        var appChannel = sockets[1]
        if appChannel == AutomationProtocol.channelDescriptor {
            appChannel = fcntl(sockets[1], F_DUPFD_CLOEXEC, 10)
            close(sockets[1])
        }
        return LaunchDescriptors(driverChannel: sockets[0], appChannel: appChannel, logRead: logPipe[0], logWrite: logPipe[1])
    }

    /// Closes the app's ends, once the app holds its own copies.
    func closeAppEnds() {
        close(appChannel)
        close(logWrite)
    }

    /// Closes the driver's ends, when the launch failed.
    func closeDriverEnds() {
        close(driverChannel)
        close(logRead)
    }
}
