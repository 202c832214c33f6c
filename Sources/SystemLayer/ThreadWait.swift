import Glibc
import SystemShims

/// What one thread of a process is doing, as Linux reports it in `/proc/PID/task/TID/`:
/// its scheduling state (`stat`) and, when it sleeps, the system call it sleeps in with that
/// call's arguments (`syscall`); a timeout the call holds by address is read from the
/// process's memory (`/proc/PID/mem`), and the file a `read` waits on from `/proc/PID/fd`.
///
/// Reading `syscall` and `mem` needs the right to trace the process (the same user, and a
/// Yama `ptrace_scope` that lets a parent read its descendants): a file that cannot be read
/// yields `unreadable`, never a guess.
package enum ThreadWait: Sendable, Hashable {
    /// Running or ready to run, or between system calls.
    case running
    /// In an uninterruptible wait: the disk, or a device.
    case uninterruptible
    /// Stopped by a signal or a tracer.
    case stopped
    /// Ended, not yet reaped.
    case ended
    /// Reading a terminal.
    case readingTerminal
    /// Reading a pipe or a FIFO, as the descriptor links to it (`pipe:[81234]`, or the
    /// FIFO's path).
    case readingPipe(String)
    /// Reading, or waiting in another call, on a socket.
    case onSocket
    /// Reading another file (`path` as the process's descriptor names it).
    case readingFile(String)
    /// In `poll`, `select` or `epoll_wait` (or their variants): `timeout` is the longest it
    /// waits, as the call was made (nil for no timeout), and `sources` what it waits on.
    case polling(timeout: Duration?, sources: [WaitSource])
    /// Reading a terminal other than the program's own (`path`): another program's.
    case readingOtherTerminal(String)
    /// Waiting on another thread (a futex), for at most `timeout` (nil: with no timeout).
    case waitingOnThread(timeout: Duration?)
    /// Sleeping for `duration`, as the call was made.
    case sleeping(Duration)
    /// Waiting for a child process to change state.
    case waitingForChild
    /// Waiting for a signal, for at most `timeout` (nil: with no timeout).
    case waitingForSignal(timeout: Duration?)
    /// Asleep in system call `number`, which the table does not judge.
    case otherCall(number: Int)
    /// What the thread does could not be read: `reason` says which file and why.
    case unreadable(reason: String)

    /// Reads what thread `thread` of process `process` is doing now, given its `stat`
    /// line as read a moment ago (nil: the thread has ended) and the path of the program's
    /// own terminal.
    package static func of(process: Int32, thread: Int32, status: ProcessStatus?, terminal: String?) -> ThreadWait {
        guard let status else { return .ended }
        switch status.state {
        case "R": return .running
        case "D": return .uninterruptible
        case "T", "t": return .stopped
        case "Z", "X", "x": return .ended
        default: break
        }
        let path = "/proc/\(process)/task/\(thread)/syscall"
        guard let line = ProcFile.read(path) else { return .unreadable(reason: "\(path) cannot be read (\(Posix.lastErrorDescription))") }
        return judge(syscallLine: line, process: process, terminal: terminal)
    }

    /// Judges a line of `/proc/PID/task/TID/syscall` (`running`, `-1 SP PC` for a thread
    /// blocked outside a call, or `NR ARG0 … ARG5 SP PC` in hexadecimal), reading the
    /// descriptors and timeout the call names from process `process` where it must;
    /// `terminal` is the path of the program's own terminal (`/dev/pts/3`).
    package static func judge(syscallLine line: String, process: Int32, terminal: String?) -> ThreadWait {
        judge(syscallLine: line, in: ProcessView(process: process), terminal: terminal)
    }

    /// Judges a `syscall` line against `view`, the process's descriptors and memory: the
    /// seam tests use to judge lines without a process.
    package static func judge(syscallLine line: String, in view: some ProcessFiles, terminal: String?) -> ThreadWait {
        let fields = line.split(separator: " ")
        guard let first = fields.first else { return .unreadable(reason: "an empty syscall line") }
        if first.hasPrefix("running") { return .running }
        guard let number = Int(first) else { return .unreadable(reason: "the syscall line \"\(line)\" has no call number") }
        if number < 0 { return .running }
        let arguments = fields.dropFirst().prefix(6).compactMap { UInt64($0.dropFirst(2), radix: 16) }
        guard arguments.count == 6 else { return .unreadable(reason: "the syscall line \"\(line)\" lacks arguments") }
        guard let call = BlockingCall(number: number) else { return .otherCall(number: number) }
        let timeouts = TimeoutReader(memory: view)
        let sources = WaitSources(view: view, terminal: terminal)
        func polling(_ timeout: ThreadWait, _ sources: [WaitSource]?) -> ThreadWait {
            guard case let .polling(duration, _) = timeout else { return timeout }
            guard let sources else { return .unreadable(reason: "the descriptors \(call.rawValue) waits on cannot be read") }
            return .polling(timeout: duration, sources: sources)
        }
        switch call {
        case .read:
            let descriptor = Int(truncatingIfNeeded: arguments[0])
            guard let target = view.target(of: descriptor) else { return .unreadable(reason: "descriptor \(descriptor) cannot be read") }
            return judge(readOf: target, terminal: terminal)
        case .poll:
            return polling(.polling(timeout: ThreadWait.milliseconds(arguments[2]), sources: []), sources.ofPoll(at: arguments[0], count: arguments[1]))
        case .ppoll:
            return polling(timeouts.polling(timespecAt: arguments[2]), sources.ofPoll(at: arguments[0], count: arguments[1]))
        case .epollWait, .epollPwait:
            return polling(.polling(timeout: ThreadWait.milliseconds(arguments[3]), sources: []), sources.ofEpoll(arguments[0]))
        case .epollPwait2: return polling(timeouts.polling(timespecAt: arguments[3]), sources.ofEpoll(arguments[0]))
        case .pselect6: return polling(timeouts.polling(timespecAt: arguments[4]), sources.ofSelect(count: arguments[0], setAt: arguments[1]))
        case .select: return polling(timeouts.polling(timevalAt: arguments[4]), sources.ofSelect(count: arguments[0], setAt: arguments[1]))
        case .futex: return timeouts.futex(operation: arguments[1], timeoutAt: arguments[3])
        case .nanosleep: return timeouts.sleeping(timespecAt: arguments[0], clock: nil)
        case .clockNanosleep:
            return timeouts.sleeping(timespecAt: arguments[2], clock: arguments[1] & 1 != 0 ? Int32(truncatingIfNeeded: arguments[0]) : nil)
        case .waitForChild: return .waitingForChild
        case .waitForSignal: return .waitingForSignal(timeout: nil)
        case .waitForSignalTimed:
            if arguments[2] == 0 { return .waitingForSignal(timeout: nil) }
            guard let timeout = timeouts.timespec(at: arguments[2]) else { return .unreadable(reason: "the signal wait's timeout cannot be read") }
            return .waitingForSignal(timeout: timeout)
        case .socket: return .onSocket
        }
    }

    /// A timeout in milliseconds as an `int` argument: negative means none.
    static func milliseconds(_ argument: UInt64) -> Duration? {
        let value = Int32(truncatingIfNeeded: argument)
        return value < 0 ? nil : .milliseconds(value)
    }

    /// What a `read` of the file a descriptor links to (`/dev/pts/3`, `pipe:[…]`,
    /// `socket:[…]`) waits on; `terminal` is the program's own terminal.
    package static func judge(readOf target: String, terminal: String?) -> ThreadWait {
        switch WaitSource.of(target: target, terminal: terminal, info: nil) {
        case .terminal: .readingTerminal
        case let .pipe(target): .readingPipe(target)
        case .socket: .onSocket
        case let .otherTerminal(path): .readingOtherTerminal(path)
        case .timer, .wakeup: .waitingOnThread(timeout: nil)
        case let .file(path): .readingFile(path)
        }
    }
}

/// What a process's descriptors and memory hold: the seam between judging a call and the
/// process, which tests fill by hand.
package protocol ProcessFiles: MemoryReader {
    /// What descriptor `descriptor` refers to, as `/proc/PID/fd/N` links it
    /// (`/dev/pts/3`, `socket:[81]`, `anon_inode:[eventfd]`), or nil.
    func target(of descriptor: Int) -> String?
    /// The text of `/proc/PID/fdinfo/N` for descriptor `descriptor`, or nil.
    func info(of descriptor: Int) -> String?
    /// The inode of the other end of the Unix socket whose inode is `inode`, or nil.
    func peer(ofSocket inode: UInt64) -> UInt64?
    /// Whether one of the process's descriptors links to `target` (`socket:[81]`).
    func holds(_ target: String) -> Bool
}

/// Reads bytes of a process's memory.
package protocol MemoryReader {
    /// The `count` bytes at `address`, or nil when they cannot be read.
    func bytes(at address: UInt64, count: Int) -> [UInt8]?
}

/// A process's descriptors and memory, read through `/proc/PID/fd`, `/proc/PID/fdinfo` and
/// `/proc/PID/mem` (which needs the right to trace it).
package struct ProcessView: ProcessFiles {
    /// The process.
    package let process: Int32
    /// What its descriptors link to, read once when first asked: a program polling many
    /// sockets is then read once per thread, not once per socket.
    private let held = HeldTargets()

    /// The view of process `process`.
    package init(process: Int32) {
        self.process = process
    }

    /// The targets of a process's descriptors, once read.
    private final class HeldTargets {
        var targets: Set<String>?
    }

    /// What descriptor `descriptor` refers to.
    package func target(of descriptor: Int) -> String? {
        Posix.linkTarget("/proc/\(process)/fd/\(descriptor)")
    }

    /// The text of the descriptor's `fdinfo`.
    package func info(of descriptor: Int) -> String? {
        ProcFile.read("/proc/\(process)/fdinfo/\(descriptor)")
    }

    /// The other end of a Unix socket, from the kernel's socket diagnostics.
    package func peer(ofSocket inode: UInt64) -> UInt64? {
        Posix.unixSocketPeer(of: inode)
    }

    /// The pipes and FIFOs its descriptors link to (`pipe:[81234]`, a FIFO's path).
    package func heldPipes() -> Set<String> {
        heldTargets().filter { WaitSource.of(target: $0, terminal: nil, info: nil).isPipe }
    }

    /// Whether a descriptor of the process links to `target`.
    package func holds(_ target: String) -> Bool {
        heldTargets().contains(target)
    }

    /// What its descriptors link to, read on the first call.
    private func heldTargets() -> Set<String> {
        if let targets = held.targets { return targets }
        let folder = "/proc/\(process)/fd"
        let targets = Set((Posix.directoryEntries(folder) ?? []).compactMap { Posix.linkTarget("\(folder)/\($0)") })
        held.targets = targets
        return targets
    }

    /// The `count` bytes at `address`, or nil when they cannot be read.
    package func bytes(at address: UInt64, count: Int) -> [UInt8]? {
        guard count > 0, count <= 1 << 20, let descriptor = try? Posix.open("/proc/\(process)/mem", .readOnly) else { return nil }
        defer { Posix.close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { try? Posix.read(descriptor, into: $0, at: Int(bitPattern: UInt(address))) }
        return read == count ? buffer : nil
    }
}

/// Turns the timeouts system calls hold into durations.
struct TimeoutReader<Memory: MemoryReader> {
    let memory: Memory

    /// Two 64-bit words at `address` (a `timespec` or `timeval`), or nil.
    func pair(at address: UInt64) -> (Int64, Int64)? {
        guard let bytes = memory.bytes(at: address, count: 16) else { return nil }
        func word(_ offset: Int) -> Int64 {
            bytes[offset..<offset + 8].reversed().reduce(Int64(0)) { $0 << 8 | Int64($1) }
        }
        return (word(0), word(8))
    }

    func timespec(at address: UInt64) -> Duration? {
        pair(at: address).map { Duration.seconds($0.0) + .nanoseconds($0.1) }
    }

    func polling(timespecAt address: UInt64) -> ThreadWait {
        if address == 0 { return .polling(timeout: nil, sources: []) }
        guard let timeout = timespec(at: address) else { return .unreadable(reason: "the timeout at 0x\(String(address, radix: 16)) cannot be read") }
        return .polling(timeout: timeout, sources: [])
    }

    func polling(timevalAt address: UInt64) -> ThreadWait {
        if address == 0 { return .polling(timeout: nil, sources: []) }
        guard let (seconds, microseconds) = pair(at: address) else {
            return .unreadable(reason: "the timeout at 0x\(String(address, radix: 16)) cannot be read")
        }
        return .polling(timeout: .seconds(seconds) + .microseconds(microseconds), sources: [])
    }

    /// A futex wait: `FUTEX_WAIT` (0) takes a relative timeout, `FUTEX_WAIT_BITSET` (9) an
    /// absolute one on the monotonic clock, or the real-time clock with
    /// `FUTEX_CLOCK_REALTIME` (256); a null timeout is none.
    func futex(operation: UInt64, timeoutAt address: UInt64) -> ThreadWait {
        let command = operation & 0x7f
        guard address != 0, command == 0 || command == 9 else { return .waitingOnThread(timeout: nil) }
        guard let timeout = timespec(at: address) else { return .unreadable(reason: "the futex timeout cannot be read") }
        if command == 0 { return .waitingOnThread(timeout: timeout) }
        return .waitingOnThread(timeout: Self.remaining(until: timeout, clock: operation & 256 != 0 ? CLOCK_REALTIME : CLOCK_MONOTONIC))
    }

    /// A sleep for the `timespec` at `address`: relative, or absolute on `clock`.
    func sleeping(timespecAt address: UInt64, clock: Int32?) -> ThreadWait {
        guard let time = timespec(at: address) else { return .unreadable(reason: "the sleep's length cannot be read") }
        guard let clock else { return .sleeping(time) }
        return .sleeping(Self.remaining(until: time, clock: clock))
    }

    /// The time from now until `instant` on `clock` (zero when it has passed).
    static func remaining(until instant: Duration, clock: Int32) -> Duration {
        var now = Glibc.timespec()
        clock_gettime(clockid_t(clock), &now)
        return max(.zero, instant - (.seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)))
    }
}
