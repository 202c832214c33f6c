import AutomationChannel
import Glibc
import ScreenModel
import SystemShims

/// An app launched as the driver launches it, with the channel on descriptor 3, and the
/// driver's end of that channel spoken to in raw frames.
///
/// Every wait has a deadline; none sleeps. Deinitialising kills and reaps the process.
final class ChannelPeer {
    /// What the next read of the channel produced.
    enum Arrival: CustomStringConvertible {
        /// A whole message.
        case message(AppMessage)
        /// Bytes that are not a message this protocol allows.
        case unreadable(WireError)
        /// The app closed the channel.
        case closed
        /// Nothing arrived before the deadline.
        case timedOut(Duration)

        var description: String {
            switch self {
            case let .message(message): ArrivalText.describe(message)
            case let .unreadable(error): "unreadable bytes (\(error))"
            case .closed: "the channel closed"
            case let .timedOut(waited): "nothing within \(waited)"
            }
        }
    }

    /// How the process ended, as `waitpid` reports it.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case let .exited(status): "exit status \(status)"
            case let .signalled(signal): "killed by signal \(signal)"
            }
        }
    }

    /// The process id of what was spawned (the app, or the stand-in parent).
    let pid: pid_t
    private var channel: Int32
    private var reader: ChannelEnd<AppMessage>
    /// Messages read but not yet handed out, and what ended the read that held them.
    private var received: [AppMessage] = []
    private var readEnded: Arrival?
    private let log: Int32
    /// Whether the log pipe may still hold output; polled only while it may.
    private var logOpen = true
    private let exitNotifier: Int32
    private var logBytes: [UInt8] = []
    private var ending: Ending?

    /// Spawns `executable` with `arguments`, this process's environment with
    /// `environment` over it, and the channel on descriptor 3.
    ///
    /// - Throws: `ConformanceSetupError` when the process cannot be started.
    init(executable: String, arguments: [String], environment: [String: String]) throws(ConformanceSetupError) {
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw ConformanceSetupError("cannot create the channel: \(ChannelPeer.errnoText())")
        }
        var logPipe: [Int32] = [-1, -1]
        guard shim_pipe(&logPipe, 1) == 0 else {
            close(sockets[0]); close(sockets[1])
            throw ConformanceSetupError("cannot create the log pipe: \(ChannelPeer.errnoText())")
        }
        var childChannel = sockets[1]
        if childChannel == 3 {
            childChannel = fcntl(sockets[1], F_DUPFD_CLOEXEC, 10)
            close(sockets[1])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, logPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, childChannel, 3)
        _ = shim_spawn_close_from(&actions, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let variables = ChannelPeer.environment().merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(childChannel)
        close(logPipe[1])
        guard result == 0 else {
            close(sockets[0]); close(logPipe[0])
            throw ConformanceSetupError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        channel = sockets[0]
        reader = ChannelEnd(descriptor: sockets[0])
        log = logPipe[0]
        exitNotifier = shim_pidfd_open(pid)
    }

    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            _ = reap()
        }
        if channel >= 0 { close(channel) }
        close(log)
        if exitNotifier >= 0 { close(exitNotifier) }
    }

    // MARK: - Talking

    /// Writes `bytes` to the channel; false if the app has closed it.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        channel >= 0 && writeFrames(bytes, to: channel)
    }

    /// Sends a driver message in its frame.
    @discardableResult
    func send(_ message: DriverMessage) -> Bool {
        send(message.framed())
    }

    /// Closes the driver's end of the channel, as a driver that is done does.
    func closeChannel() {
        guard channel >= 0 else { return }
        close(channel)
        channel = -1
    }

    /// The next message from the app, or why there is none, waiting at most `timeout`.
    ///
    /// Messages that arrived before unreadable bytes are handed out first; after the
    /// bytes or the end of the channel, every call says so again.
    func next(within timeout: Duration) -> Arrival {
        let deadline = Deadline(after: timeout)
        while true {
            if !received.isEmpty { return .message(received.removeFirst()) }
            if let readEnded { return readEnded }
            guard channel >= 0 else { return .closed }
            var pollers = [pollfd(fd: channel, events: Int16(POLLIN), revents: 0), logPoller]
            let ready = poll(&pollers, 2, deadline.remainingMilliseconds)
            if ready < 0 && errno != EINTR { return .closed }
            if ready == 0 && deadline.hasPassed { return .timedOut(timeout) }
            if pollers[1].revents != 0 { drainLog() }
            guard pollers[0].revents != 0 else { continue }
            do throws(WireError) {
                switch try reader.read(waiting: false, { received.append($0) }) {
                case .open: break
                case .closed, .failed: readEnded = .closed
                }
            } catch {
                readEnded = .unreadable(error)
            }
        }
    }

    // MARK: - The process

    /// Waits at most `timeout` for the process to exit and returns how it ended, or nil
    /// if it is still running then.
    ///
    /// Watches a pidfd. On a kernel without one (before Linux 5.3), the end of the
    /// process's output is taken as the sign it is exiting, as the driver takes the end
    /// of the channel; a process that closes its output and lives on then blocks here.
    func waitForExit(within timeout: Duration) -> Ending? {
        if let ending { return ending }
        let deadline = Deadline(after: timeout)
        while true {
            if exitNotifier < 0 && !logOpen { return reap() }
            var pollers = [pollfd(fd: exitNotifier, events: Int16(POLLIN), revents: 0), logPoller]
            let ready = poll(&pollers, 2, deadline.remainingMilliseconds)
            if pollers[1].revents != 0 { drainLog() }
            if pollers[0].revents != 0 { return reap() }
            if ready == 0 && deadline.hasPassed { return nil }
        }
    }

    /// Sends `signal` to the process.
    func signal(_ signal: Int32) {
        if ending == nil { kill(pid, signal) }
    }

    /// The last lines the process wrote to its standard output and error.
    var logTail: String {
        drainLog()
        let text = String(decoding: logBytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(8).joined(separator: "\n")
    }

    private func reap() -> Ending {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        let ending: Ending = result != pid ? .exited(-1)
            : (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        self.ending = ending
        return ending
    }

    /// The log pipe for `poll`, or an entry poll ignores once the pipe is at its end.
    private var logPoller: pollfd {
        pollfd(fd: logOpen ? log : -1, events: Int16(POLLIN), revents: 0)
    }

    private func drainLog() {
        guard logOpen else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(log, $0.baseAddress, $0.count) }
            if count == 0 { logOpen = false }
            guard count > 0 else { return }
            logBytes.append(contentsOf: buffer[0..<count])
            if logBytes.count > 64 * 1024 { logBytes.removeFirst(logBytes.count - 32 * 1024) }
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    /// This process's environment.
    static func environment() -> [String: String] {
        currentEnvironment()
    }
}

/// Why a check could not even start: the executable is missing, a descriptor ran out.
struct ConformanceSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
