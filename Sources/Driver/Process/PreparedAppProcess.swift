import AutomationChannel
import Synchronization
import SystemLayer

/// The driver's side of one prepared process: an app started ahead of need, asked over
/// its channel to fork each launch (docs/protocol.md §16).
final class PreparedAppProcess: Sendable {
    /// The prepared process itself; its channel carries the fork requests.
    let process: ChildProcess
    private let replies = Mutex<FrameDecoder>(FrameDecoder())
    private let stopped = Atomic(false)

    private init(process: ChildProcess) {
        self.process = process
    }

    /// What starting a prepared process gave.
    enum Start {
        /// The app answered as a prepared process.
        case prepared(PreparedAppProcess)
        /// The app started as an ordinary launch (it does not know prepared launches):
        /// it is the launch that was asked for.
        case ordinaryApp(ChildProcess)
        /// The app said nothing in time, or answered in another version; it was stopped.
        case failed
    }

    /// What a fork request gave.
    enum Fork {
        /// The launch runs as this child of the test process.
        case forked(ChildProcess)
        /// The prepared process could not fork it, and said why.
        case refused(String)
        /// The prepared process has gone, or stopped answering.
        case gone
    }

    /// Starts `executable` as a prepared process, from the keeper thread, with a
    /// launch's own arguments and environment (which become that launch if the app
    /// turns out to be an ordinary one), waiting for its first word no later than
    /// `deadline` (nor longer than `PreparedLaunches.identificationTimeout`).
    static func start(
        executable: String, arguments: [String], environment: [String: String], deadline: Monotonic
    ) throws(SpawnError) -> Start {
        let asPrepared = environment.merging([PreparedLaunchMessage.environmentKey: "1"]) { _, prepared in prepared }
        let spawned = ProcessKeeper.shared.run { () -> Result<ChildProcess, SpawnError> in
            do throws(SpawnError) {
                return .success(try ChildProcess.spawn(executable: executable, arguments: arguments, environment: asPrepared))
            } catch {
                return .failure(error)
            }
        }
        guard let spawned else { return .failed }
        let candidate = try spawned.get()
        let identified = min(deadline, Monotonic.now + PreparedLaunches.identificationTimeout)
        switch firstMessageKind(of: candidate, until: identified) {
        case PreparedLaunchMessage.Kind.ready.rawValue?:
            let prepared = PreparedAppProcess(process: candidate)
            let ready = prepared.replies.withLock { readMessage(from: candidate.channel, into: &$0, until: identified) }
            if case let .ready(version)? = ready, AutomationProtocol.supportedVersions.contains(version) {
                return .prepared(prepared)
            }
            prepared.stop()
            return .failed
        case nil where !candidate.hasEnded:
            stop(candidate)
            return .failed
        default:
            // An app's hello, or an app that ended at once: the launch's own business.
            return .ordinaryApp(candidate)
        }
    }

    /// Forks one launch with `arguments` and `environment`, in the test process's
    /// working directory, waiting for the prepared process's answer no later than
    /// `deadline` (nor longer than `PreparedLaunches.identificationTimeout`).
    func fork(arguments: [String], environment: [String: String], deadline: Monotonic) throws(SpawnError) -> Fork {
        let ends = try LaunchDescriptors.make()
        let workingDirectory = Posix.currentDirectory ?? "/"
        let request = PreparedLaunchMessage.fork(
            arguments: arguments, environment: environment.map { "\($0.key)=\($0.value)" }, directory: workingDirectory
        ).framed()
        // One request at a time: the reply read next must be this request's.
        let reply = replies.withLock { decoder -> PreparedLaunchMessage? in
            let sent = send(request, attaching: [ends.appChannel, ends.logWrite])
            ends.closeAppEnds()
            let answered = min(deadline, Monotonic.now + PreparedLaunches.identificationTimeout)
            return sent ? Self.readMessage(from: process.channel, into: &decoder, until: answered) : nil
        }
        switch reply {
        case let .forked(pid)?:
            // The launch makes itself a group leader first thing; made one here as well, the
            // group exists before the keeper is given it, whichever of the two comes first.
            Posix.setProcessGroup(of: pid, to: pid)
            ProcessGroupKeeper.guardGroup(pid)
            return .forked(ChildProcess(pid: pid, channel: ends.driverChannel, log: ends.logRead, exitNotifier: Posix.exitNotifier(for: pid)))
        case let .refused(reason)?:
            ends.closeDriverEnds()
            return .refused(reason)
        default:
            ends.closeDriverEnds()
            return .gone
        }
    }

    /// Ends the prepared process and reaps it, once however many launches ask; launches
    /// forked from it go on.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Self.stop(process)
    }

    private static func stop(_ process: ChildProcess) {
        process.signal(Signal.kill)
        _ = process.waitForExit()
        [process.channel, process.log, process.exitNotifier].filter { $0 >= 0 }.forEach { Posix.close($0) }
    }

    /// Sends `bytes`, the descriptors attached to the first of them.
    private func send(_ bytes: [UInt8], attaching descriptors: [Int32]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                do throws(SystemError) {
                    offset +=
                        offset == 0
                        ? try Posix.send(process.channel, buffer, attaching: descriptors)
                        : try Posix.send(process.channel, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                } catch {
                    return false
                }
            }
            return true
        }
    }

    /// The next message on `channel`, or nil when it closes, brings something unreadable
    /// or nothing by `deadline`.
    private static func readMessage(from channel: Int32, into decoder: inout FrameDecoder, until deadline: Monotonic) -> PreparedLaunchMessage? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            do {
                if let message = try decoder.nextMessage() { return try PreparedLaunchMessage(decoding: message) }
            } catch {
                return nil
            }
            guard Posix.waitReadable(channel, until: deadline) else { return nil }
            let count = buffer.withUnsafeMutableBytes { (try? Posix.receive(channel, into: $0)) ?? -1 }
            if count <= 0 { return nil }
            decoder.append(Array(buffer[0..<count]))
        }
    }

    /// The kind byte of the first message `candidate` sends, left unread; nil when it
    /// closes its channel, ends, or sends no whole header by `deadline`.
    private static func firstMessageKind(of candidate: ChildProcess, until deadline: Monotonic) -> UInt8? {
        var header = [UInt8](repeating: 0, count: 5)
        while Posix.waitReadable(candidate.channel, until: deadline) {
            let count = header.withUnsafeMutableBytes { (try? Posix.receive(candidate.channel, into: $0, peek: true)) ?? -1 }
            if count <= 0 { return nil }
            if count == header.count { return header[4] }
            // A frame's first bytes arrived alone. From an app writing its frame the rest
            // follows at once; one that ended, or that stopped mid-header, sends no more.
            // The channel stays readable with those bytes unread, so waiting on it would
            // answer at once: wait on the app's end instead, a millisecond at a time, and
            // look again.
            if candidate.hasEnded || Monotonic.now >= deadline { return nil }
            _ = Posix.waitReadable(candidate.exitNotifier, until: min(deadline, Monotonic.now + .milliseconds(1)))
        }
        return nil
    }
}

extension ChildProcess {
    /// Whether the process has ended (without reaping it).
    var hasEnded: Bool { Posix.hasEnded(pid) }
}
