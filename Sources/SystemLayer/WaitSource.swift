/// What one descriptor a thread polls (or reads) can wake it with, judged from what the
/// descriptor links to (`/proc/PID/fd/N`) and, for a timer, its `fdinfo`.
package enum WaitSource: Sendable, Hashable {
    /// The program's own terminal: a key.
    case terminal
    /// Another terminal, or a terminal's controlling side (`/dev/ptmx`): another program's
    /// output, which can come at any time.
    case otherTerminal(String)
    /// A socket: a peer can write at any time.
    case socket
    /// A pipe or FIFO, as the descriptor links to it (`pipe:[81234]`, or the FIFO's path):
    /// written by another process or thread of the program, or by one outside it.
    case pipe(String)
    /// A timer (`timerfd`): due in the duration, or nil when it is not armed.
    case timer(Duration?)
    /// A wake-up only the program itself sends: an `eventfd`, a `signalfd`, a nested epoll
    /// set, a Unix socket whose other end it holds too.
    case wakeup
    /// Another file (`path`): a regular file or device, ready or not as the file says.
    case file(String)

    /// The source a descriptor linking to `target` is; `terminal` is the program's own
    /// terminal's path, `info` the descriptor's `fdinfo` text when read.
    package static func of(target: String, terminal: String?, info: String?) -> WaitSource {
        if target == terminal || target == "/dev/tty" { return .terminal }
        if target.hasPrefix("/dev/pts/") || target == "/dev/ptmx" || target.hasPrefix("/dev/tty") || target == "/dev/console" {
            return terminal == nil ? .terminal : .otherTerminal(target)
        }
        if target.hasPrefix("socket:") { return .socket }
        if target.hasPrefix("pipe:") || Posix.fileInfo(target)?.kind == .pipe { return .pipe(target) }
        if target == "anon_inode:[timerfd]" { return .timer(info.flatMap(timerDue(info:))) }
        if target.hasPrefix("anon_inode:") { return .wakeup }
        return .file(target)
    }

    /// Whether it is a pipe or a FIFO.
    package var isPipe: Bool {
        if case .pipe = self { true } else { false }
    }

    /// When a `timerfd` is due, from its `fdinfo` line `it_value: (SECONDS, NANOSECONDS)`;
    /// nil when it is not armed (zero) or the line is missing.
    package static func timerDue(info: String) -> Duration? {
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("it_value:") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int64($0) }
        guard numbers.count == 2, numbers[0] != 0 || numbers[1] != 0 else { return nil }
        return .seconds(numbers[0]) + .nanoseconds(numbers[1])
    }
}

/// Reads which descriptors a `poll`, `select` or `epoll_wait` waits on, and what each is.
struct WaitSources<View: ProcessFiles> {
    let view: View
    let terminal: String?

    /// The most descriptors read from one call; a call watching more is read that far.
    static var limit: Int { 4_096 }

    /// What descriptor `descriptor` is, or nil when it cannot be read.
    func source(of descriptor: Int, depth: Int = 0) -> [WaitSource]? {
        guard let target = view.target(of: descriptor) else { return nil }
        if target == "anon_inode:[eventpoll]", depth < 2 {
            return ofEpoll(UInt64(descriptor), depth: depth + 1)
        }
        let info = target == "anon_inode:[timerfd]" ? view.info(of: descriptor) : nil
        let source = WaitSource.of(target: target, terminal: terminal, info: info)
        if source == .socket, isOwnSocketPair(target) { return [.wakeup] }
        return [source]
    }

    /// Whether the socket `target` (`socket:[INODE]`) is one end of a pair whose other end
    /// the process holds too: a wake-up it sends itself (the self-pipe of `signal-hook-mio`
    /// that crossterm polls for `SIGWINCH`), not a peer that can write at any time.
    func isOwnSocketPair(_ target: String) -> Bool {
        guard target.hasPrefix("socket:["), target.hasSuffix("]"), let inode = UInt64(target.dropFirst(8).dropLast()) else { return false }
        guard let peer = view.peer(ofSocket: inode) else { return false }
        return view.holds("socket:[\(peer)]")
    }

    /// The descriptors of `count` `struct pollfd`s (int fd; short events; short revents) at
    /// `address` that wait for input; a negative descriptor is ignored, as `poll` does.
    func ofPoll(at address: UInt64, count: UInt64) -> [WaitSource]? {
        let count = Int(min(count, UInt64(Self.limit)))
        if count == 0 { return [] }
        guard let bytes = view.bytes(at: address, count: count * 8) else { return nil }
        var sources: [WaitSource] = []
        for index in 0..<count {
            let base = index * 8
            let descriptor = Int32(bitPattern: UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16 | UInt32(bytes[base + 3]) << 24)
            let events = UInt16(bytes[base + 4]) | UInt16(bytes[base + 5]) << 8
            // POLLIN 0x1, POLLPRI 0x2, POLLRDNORM 0x40, POLLRDBAND 0x80.
            guard descriptor >= 0, events & 0xC3 != 0 else { continue }
            guard let source = source(of: Int(descriptor)) else { return nil }
            sources += source
        }
        return sources
    }

    /// The descriptors set in the `fd_set` of `count` bits at `address` (a `select`'s
    /// read set; a null pointer is none).
    func ofSelect(count: UInt64, setAt address: UInt64) -> [WaitSource]? {
        let count = Int(min(count, UInt64(Self.limit)))
        if address == 0 || count == 0 { return [] }
        guard let bytes = view.bytes(at: address, count: (count + 63) / 64 * 8) else { return nil }
        var sources: [WaitSource] = []
        for descriptor in 0..<count where bytes[descriptor / 8] & (1 << (descriptor % 8)) != 0 {
            guard let source = source(of: descriptor) else { return nil }
            sources += source
        }
        return sources
    }

    /// The descriptors registered in the epoll set `descriptor`, from its `fdinfo`'s
    /// `tfd: N events: E …` lines.
    func ofEpoll(_ descriptor: UInt64, depth: Int = 0) -> [WaitSource]? {
        guard let info = view.info(of: Int(truncatingIfNeeded: descriptor)) else { return nil }
        var sources: [WaitSource] = []
        for line in info.split(separator: "\n") where line.hasPrefix("tfd:") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 4, let target = Int(fields[1]), fields[2] == "events:", let events = UInt32(fields[3], radix: 16) else { continue }
            // EPOLLIN 0x1, EPOLLPRI 0x2, EPOLLRDNORM 0x40, EPOLLRDHUP 0x2000.
            guard events & 0x2043 != 0 else { continue }
            guard let source = source(of: target, depth: depth) else { return nil }
            sources += source
        }
        return sources
    }
}
