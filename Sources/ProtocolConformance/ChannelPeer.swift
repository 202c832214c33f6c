import AutomationChannel
import ScreenModel
import SystemLayer

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

    /// The process id of what was spawned (the app, or the stand-in parent).
    let pid: Int32
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
    private var ending: ExitStatus?

    /// Spawns `executable` with `arguments`, this process's environment with
    /// `environment` over it, and the channel on descriptor 3.
    ///
    /// - Throws: `ConformanceSetupError` when the process cannot be started.
    init(executable: String, arguments: [String], environment: [String: String]) throws(ConformanceSetupError) {
        let sockets: (Int32, Int32)
        do throws(SystemError) {
            Posix.openClosedStandardDescriptors()
            sockets = try Posix.socketPair()
        } catch {
            throw ConformanceSetupError("cannot create the channel: \(error.reason)")
        }
        let logPipe: (read: Int32, write: Int32)
        do throws(SystemError) {
            logPipe = try Posix.pipe(nonBlocking: true)
        } catch {
            Posix.close(sockets.0); Posix.close(sockets.1)
            throw ConformanceSetupError("cannot create the log pipe: \(error.reason)")
        }
        var childChannel = sockets.1
        // At or under 3, the spawn would put something else there first (or, on 3
        // itself, leave close-on-exec set): move it above.
        if childChannel <= 3 {
            childChannel = (try? Posix.duplicate(sockets.1, atLeast: 10)) ?? -1
            Posix.close(sockets.1)
        }
        let spawn = ProcessSpawn(
            executable, arguments: arguments,
            environment: ChannelPeer.environment().merging(environment) { $1 }.map { "\($0.key)=\($0.value)" },
            signalMask: .empty, defaultSignals: Signal.resetForChildren,
            descriptors: [.open("/dev/null", .readOnly, as: 0), .duplicate(logPipe.write, as: 1), .duplicate(logPipe.write, as: 2), .duplicate(childChannel, as: 3)],
            closingOthersFrom: 4
        )
        let pid: Int32
        do throws(SystemError) {
            pid = try spawn.start()
            Posix.close(childChannel)
            Posix.close(logPipe.write)
        } catch {
            Posix.close(childChannel)
            Posix.close(logPipe.write)
            Posix.close(sockets.0); Posix.close(logPipe.read)
            throw ConformanceSetupError("cannot start \(executable): \(error.reason)")
        }
        self.pid = pid
        channel = sockets.0
        reader = ChannelEnd(descriptor: sockets.0)
        log = logPipe.read
        exitNotifier = Posix.exitNotifier(for: pid)
    }

    deinit {
        if ending == nil {
            Posix.kill(pid, Signal.kill)
            _ = reap()
        }
        if channel >= 0 { Posix.close(channel) }
        Posix.close(log)
        if exitNotifier >= 0 { Posix.close(exitNotifier) }
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
        Posix.close(channel)
        channel = -1
    }

    /// The next message from the app, or why there is none, waiting at most `timeout`.
    ///
    /// Messages that arrived before unreadable bytes are handed out first; after the
    /// bytes or the end of the channel, every call says so again.
    func next(within timeout: Duration) -> Arrival {
        let deadline = Monotonic.after(timeout)
        while true {
            if !received.isEmpty { return .message(received.removeFirst()) }
            if let readEnded { return readEnded }
            guard channel >= 0 else { return .closed }
            var pollers = [PollDescriptor(channel, for: .input), logPoller]
            guard let ready = try? Posix.poll(&pollers, until: deadline) else { return .closed }
            if ready == 0 { return .timedOut(timeout) }
            if !pollers[1].ready.isEmpty { drainLog() }
            guard !pollers[0].ready.isEmpty else { continue }
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
    func waitForExit(within timeout: Duration) -> ExitStatus? {
        if let ending { return ending }
        let deadline = Monotonic.after(timeout)
        while true {
            if exitNotifier < 0 && !logOpen { return reap() }
            var pollers = [PollDescriptor(exitNotifier, for: .input), logPoller]
            let ready = (try? Posix.poll(&pollers, until: deadline)) ?? 0
            if !pollers[1].ready.isEmpty { drainLog() }
            if !pollers[0].ready.isEmpty { return reap() }
            if ready == 0 && deadline.hasPassed { return nil }
        }
    }

    /// Sends `signal` to the process.
    func signal(_ signal: Int32) {
        if ending == nil { Posix.kill(pid, signal) }
    }

    /// The last lines the process wrote to its standard output and error.
    var logTail: String {
        drainLog()
        let text = String(decoding: logBytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(8).joined(separator: "\n")
    }

    private func reap() -> ExitStatus {
        let ending = Posix.waitForExit(pid) ?? .unreaped
        self.ending = ending
        return ending
    }

    /// The log pipe for `poll`, or an entry poll ignores once the pipe is at its end.
    private var logPoller: PollDescriptor {
        PollDescriptor(logOpen ? log : -1, for: .input)
    }

    private func drainLog() {
        guard logOpen else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = (try? Posix.read(log, into: &buffer)) ?? -1
            if count == 0 { logOpen = false }
            guard count > 0 else { return }
            logBytes.append(contentsOf: buffer[0..<count])
            if logBytes.count > 64 * 1024 { logBytes.removeFirst(logBytes.count - 32 * 1024) }
        }
    }

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
