import SystemLayer
import Testing

/// Judging a line of `/proc/PID/task/TID/syscall`: which call a thread sleeps in, what a
/// read waits on, and the timeout each call holds, in its argument or at an address.
@Suite("What a thread waits for")
struct ThreadWaitTests {
    /// A process made by hand: memory holding two 64-bit words at one address (a
    /// `timespec` or `timeval`) and any bytes at others, descriptors and their `fdinfo`.
    struct FakeMemory: ProcessFiles {
        var address: UInt64 = 0x7ffc_0000_1000
        var words: (Int64, Int64) = (0, 0)
        var blocks: [UInt64: [UInt8]] = [:]
        var descriptors: [Int: String] = [:]
        var infos: [Int: String] = [:]
        var peers: [UInt64: UInt64] = [:]

        func bytes(at address: UInt64, count: Int) -> [UInt8]? {
            if let block = blocks[address] { return block.count >= count ? Array(block.prefix(count)) : nil }
            guard address == self.address, count == 16 else { return nil }
            func bytes(of word: Int64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
            return bytes(of: words.0) + bytes(of: words.1)
        }

        func target(of descriptor: Int) -> String? { descriptors[descriptor] }
        func info(of descriptor: Int) -> String? { infos[descriptor] }
        func peer(ofSocket inode: UInt64) -> UInt64? { peers[inode] }
        func holds(_ target: String) -> Bool { descriptors.values.contains(target) }
    }

    static let terminal = "/dev/pts/7"

    /// The number the table gives `call` on this machine.
    static func number(of call: BlockingCall) -> Int {
        BlockingCall.byNumber.filter { $0.value == call }.keys.min() ?? -1
    }

    /// A syscall line for `call` with `arguments` (the rest zero).
    static func line(_ call: BlockingCall, _ arguments: [UInt64]) -> String {
        let all = (arguments + Array(repeating: 0, count: 6)).prefix(6)
        return "\(number(of: call)) " + all.map { "0x" + String($0, radix: 16) }.joined(separator: " ") + " 0x7ffc00000000 0x7f0000000000"
    }

    func judge(_ line: String, descriptors: [Int: String] = [:], memory: FakeMemory = FakeMemory()) -> ThreadWait {
        var memory = memory
        memory.descriptors.merge(descriptors) { $1 }
        return ThreadWait.judge(syscallLine: line, in: memory, terminal: Self.terminal)
    }

    @Test(
        "a read waits on what its descriptor names: a terminal, a pipe, a socket or another file",
        arguments: [
            ("/dev/pts/7", ThreadWait.readingTerminal), ("/dev/tty", .readingTerminal), ("/dev/pts/3", .readingOtherTerminal("/dev/pts/3")),
            ("/dev/ptmx", .readingOtherTerminal("/dev/ptmx")), ("pipe:[81234]", .readingPipe("pipe:[81234]")),
            ("socket:[9]", .onSocket), ("/tmp/data.txt", .readingFile("/tmp/data.txt")),
        ])
    func reads(target: String, expected: ThreadWait) {
        #expect(judge(Self.line(.read, [4, 0x1000, 1]), descriptors: [4: target]) == expected)
    }

    @Test("a read whose descriptor cannot be read is unreadable, not a guess")
    func readOfUnknownDescriptor() {
        guard case .unreadable = judge(Self.line(.read, [4])) else {
            Issue.record("a read of an unknown descriptor was judged")
            return
        }
    }

    @Test(
        "poll and epoll_wait hold their timeout in milliseconds in an argument; a negative one is none",
        arguments: [
            (BlockingCall.poll, 2, UInt64(250), Duration?.some(.milliseconds(250))),
            (.poll, 2, UInt64(UInt32.max), nil), (.poll, 2, 0, .zero),
            (.epollWait, 3, 1_500, .milliseconds(1_500)), (.epollWait, 3, UInt64(UInt32.max), nil),
            (.epollPwait, 3, 40, .milliseconds(40)), (.epollPwait, 3, 0xFFFF_FFFF_FFFF_FFFF, nil),
        ])
    func millisecondTimeouts(call: BlockingCall, index: Int, argument: UInt64, expected: Duration?) {
        guard Self.number(of: call) >= 0 else { return }  // a call this architecture does not have
        var arguments = [UInt64](repeating: 0, count: 6)
        arguments[index] = argument
        let emptySet = FakeMemory(infos: [0: "pos:\t0\nflags:\t02\n"])
        #expect(judge(Self.line(call, arguments), memory: emptySet) == .polling(timeout: expected, sources: []))
    }

    @Test(
        "ppoll, pselect6 and epoll_pwait2 point at a timespec, select at a timeval; a null pointer is no timeout",
        arguments: [(BlockingCall.ppoll, 2), (.pselect6, 4), (.epollPwait2, 3), (.select, 4)])
    func timeoutsAtAnAddress(call: BlockingCall, index: Int) {
        guard Self.number(of: call) >= 0 else { return }
        let memory = FakeMemory(words: (2, 5_000), infos: [0: "pos:\t0\n"])
        var arguments = [UInt64](repeating: 0, count: 6)
        #expect(judge(Self.line(call, arguments), memory: memory) == .polling(timeout: nil, sources: []))
        arguments[index] = memory.address
        let expected: Duration = call == .select ? .seconds(2) + .milliseconds(5) : .seconds(2) + .microseconds(5)
        #expect(judge(Self.line(call, arguments), memory: memory) == .polling(timeout: expected, sources: []))
    }

    /// `pollfd`s: descriptor, events, no revents.
    static func pollfds(_ entries: [(Int32, UInt16)]) -> [UInt8] {
        entries.flatMap { descriptor, events -> [UInt8] in
            let fd = UInt32(bitPattern: descriptor)
            return [UInt8(fd & 0xff), UInt8(fd >> 8 & 0xff), UInt8(fd >> 16 & 0xff), UInt8(fd >> 24), UInt8(events & 0xff), UInt8(events >> 8), 0, 0]
        }
    }

    @Test("poll waits on the descriptors of its pollfds that ask for input; a negative one, or one asking only to write, is left out")
    func pollSources() {
        var memory = FakeMemory()
        memory.blocks[0x5000] = Self.pollfds([(0, 1), (5, 1), (6, 4), (-1, 1), (9, 0x40)])
        memory.descriptors = [0: "/dev/pts/7", 5: "socket:[77]", 6: "pipe:[3]", 9: "anon_inode:[eventfd]"]
        #expect(judge(Self.line(.poll, [0x5000, 5, UInt64(UInt32.max)]), memory: memory) == .polling(timeout: nil, sources: [.terminal, .socket, .wakeup]))
        #expect(judge(Self.line(.poll, [0x5000, 1, 100]), memory: memory) == .polling(timeout: .milliseconds(100), sources: [.terminal]), "only the first")
        guard case .unreadable = judge(Self.line(.poll, [0x6000, 2, 100]), memory: memory) else {
            Issue.record("pollfds that cannot be read were judged")
            return
        }
    }

    @Test("select waits on the descriptors set in its read set, up to its count")
    func selectSources() {
        guard Self.number(of: .select) >= 0 else { return }
        var memory = FakeMemory()
        memory.blocks[0x5000] = [0b0010_0001, 0, 0, 0, 0, 0, 0, 0]  // descriptors 0 and 5
        memory.descriptors = [0: "/dev/pts/7", 5: "/dev/ptmx"]
        #expect(judge(Self.line(.select, [6, 0x5000, 0, 0, 0]), memory: memory) == .polling(timeout: nil, sources: [.terminal, .otherTerminal("/dev/ptmx")]))
        #expect(judge(Self.line(.select, [5, 0x5000, 0, 0, 0]), memory: memory) == .polling(timeout: nil, sources: [.terminal]), "5 is past a count of 5")
    }

    @Test("epoll waits on the descriptors its fdinfo lists for input, through nested sets, with a timerfd's time to expiry")
    func epollSources() {
        var memory = FakeMemory()
        memory.descriptors = [4: "anon_inode:[eventpoll]", 0: "/dev/pts/7", 7: "anon_inode:[timerfd]", 8: "anon_inode:[eventpoll]", 9: "socket:[1]", 10: "pipe:[2]"]
        memory.infos = [
            4: "pos:\t0\nflags:\t02\ntfd:        0 events:       19 data: 0  pos:0 ino:3 sdev:18\ntfd:        7 events:       19 data: 7\n"
                + "tfd:        8 events:       19 data: 8\ntfd:       10 events:        4 data: a\n",
            7: "clockid: 1\nticks: 0\nsettime flags: 00\nit_value: (0, 250000000)\nit_interval: (0, 0)\n",
            8: "tfd:        9 events:     2001 data: 9\n",
        ]
        #expect(
            judge(Self.line(.epollPwait, [4, 0, 8, UInt64(UInt32.max)]), memory: memory)
                == .polling(timeout: nil, sources: [.terminal, .timer(.milliseconds(250)), .socket]))
    }

    @Test("a socket polled alongside the terminal is a wake-up when the program holds its other end (crossterm's SIGWINCH pair), a peer's socket otherwise")
    func ownSocketPair() {
        var memory = FakeMemory()
        memory.descriptors = [3: "anon_inode:[eventpoll]", 0: "/dev/pts/7", 4: "socket:[100]", 5: "socket:[101]", 6: "socket:[200]"]
        memory.infos = [3: "tfd:        0 events: 80002019 data: 0\ntfd:        4 events: 80002019 data: 1\n"]
        memory.peers = [100: 101, 200: 900]
        let line = Self.line(.epollWait, [3, 0, 3, UInt64(UInt32.max)])
        #expect(judge(line, memory: memory) == .polling(timeout: nil, sources: [.terminal, .wakeup]))

        memory.infos = [3: "tfd:        0 events: 80002019 data: 0\ntfd:        6 events: 80002019 data: 1\n"]
        #expect(judge(line, memory: memory) == .polling(timeout: nil, sources: [.terminal, .socket]), "socket 200's peer, 900, is not the program's")
    }

    @Test("a SOCK_DIAG reply's UNIX_DIAG_PEER attribute is the peer's inode; a reply without one has none")
    func socketDiagnosticsReply() {
        // nlmsghdr (48 bytes in all, type 20), unix_diag_msg, then UNIX_DIAG_PEER (type 2) = 3842708 and a type-6 attribute.
        let reply: [UInt8] = [
            0x30, 0, 0, 0, 0x14, 0, 0, 0, 1, 0, 0, 0, 0x22, 0x23, 0, 0, 1, 1, 1, 0, 0x93, 0xa2, 0x3a, 0, 1, 0, 0, 0, 0, 0, 0, 0,
            8, 0, 2, 0, 0x94, 0xa2, 0x3a, 0, 5, 0, 6, 0, 0, 0, 0, 0,
        ]
        #expect(Posix.peer(inReply: reply) == 3_842_708)
        var withoutPeer = reply
        withoutPeer[34] = 6
        #expect(Posix.peer(inReply: withoutPeer) == nil)
    }

    @Test("a timerfd that is not armed is due never; a missing it_value line the same")
    func timerDue() {
        #expect(WaitSource.timerDue(info: "it_value: (0, 0)\n") == nil)
        #expect(WaitSource.timerDue(info: "clockid: 1\n") == nil)
        #expect(WaitSource.timerDue(info: "it_value: (3, 5)\n") == .seconds(3) + .nanoseconds(5))
    }

    @Test("a timeout whose memory cannot be read is unreadable")
    func unreadableTimeout() {
        guard case .unreadable = judge(Self.line(.ppoll, [0, 1, 0xdead_0000])) else {
            Issue.record("a timeout at an address that cannot be read was judged")
            return
        }
    }

    @Test("a futex wait without a timeout waits on another thread for ever; FUTEX_WAIT's timeout is relative")
    func futexWaits() {
        let memory = FakeMemory(words: (0, 30_000_000))
        #expect(judge(Self.line(.futex, [0x1000, 128, 0, 0])) == .waitingOnThread(timeout: nil), "FUTEX_WAIT_PRIVATE, no timeout")
        #expect(judge(Self.line(.futex, [0x1000, 128, 0, memory.address]), memory: memory) == .waitingOnThread(timeout: .milliseconds(30)))
        #expect(judge(Self.line(.futex, [0x1000, 6, 0, memory.address]), memory: memory) == .waitingOnThread(timeout: nil), "FUTEX_LOCK_PI")
    }

    @Test("FUTEX_WAIT_BITSET's timeout is an instant on the monotonic clock: one long past leaves nothing to wait")
    func futexBitsetIsAbsolute() {
        let memory = FakeMemory(words: (1, 0))
        #expect(judge(Self.line(.futex, [0x1000, 137, 0, memory.address]), memory: memory) == .waitingOnThread(timeout: .zero))
        let far = FakeMemory(words: (Int64.max / 4, 0))
        guard case let .waitingOnThread(timeout?) = judge(Self.line(.futex, [0x1000, 9, 0, far.address]), memory: far) else {
            Issue.record("a bitset wait with a far instant was not judged a wait with a timeout")
            return
        }
        #expect(timeout > .seconds(1_000_000))
    }

    @Test("rt_sigtimedwait waits for a signal for at most its timespec; with a null one, for ever")
    func signalWaits() {
        let memory = FakeMemory(words: (0, 30_000_000))
        #expect(judge(Self.line(.waitForSignalTimed, [0x1000, 0, memory.address, 8]), memory: memory) == .waitingForSignal(timeout: .milliseconds(30)))
        #expect(judge(Self.line(.waitForSignalTimed, [0x1000, 0, 0, 8]), memory: memory) == .waitingForSignal(timeout: nil))
    }

    @Test("nanosleep sleeps for its timespec; clock_nanosleep with TIMER_ABSTIME until it")
    func sleeps() {
        let memory = FakeMemory(words: (0, 250_000_000))
        #expect(judge(Self.line(.nanosleep, [memory.address]), memory: memory) == .sleeping(.milliseconds(250)))
        #expect(judge(Self.line(.clockNanosleep, [1, 0, memory.address]), memory: memory) == .sleeping(.milliseconds(250)))
        #expect(judge(Self.line(.clockNanosleep, [1, 1, memory.address]), memory: memory) == .sleeping(.zero), "an instant long past")
    }

    @Test(
        "waiting for a child, for a signal and on a socket are told apart",
        arguments: [(BlockingCall.waitForChild, ThreadWait.waitingForChild), (.waitForSignal, .waitingForSignal(timeout: nil)), (.socket, .onSocket)])
    func otherWaits(call: BlockingCall, expected: ThreadWait) {
        #expect(judge(Self.line(call, [])) == expected)
    }

    @Test(
        "each call that blocks on a socket, by the kernel's own number for it, is a wait on a socket",
        arguments: [
            // The name, then the number in x86_64's syscall_64.tbl and in the generic unistd.h arm64 uses.
            ("connect", 42, 203), ("accept", 43, 202), ("recvfrom", 45, 207), ("recvmsg", 47, 212), ("accept4", 288, 242),
        ])
    func socketCallsByNumber(name: String, x86_64: Int, arm64: Int) {
        #if arch(x86_64)
        let number = x86_64
        #else
        let number = arm64
        #endif
        let line = "\(number) 0x3 0x0 0x0 0x0 0x0 0x0 0x7ffc00000000 0x7f0000000000"

        #expect(judge(line) == .onSocket, "\(name) (\(number))")
    }

    @Test("a thread between calls runs; a call the table does not list is named by its number")
    func runningAndUnknownCalls() {
        #expect(judge("running") == .running)
        #expect(judge("-1 0x7ffc00000000 0x7f0000000000") == .running)
        #expect(judge("9999 0x0 0x0 0x0 0x0 0x0 0x0 0x7ffc 0x7f00") == .otherCall(number: 9999))
    }

    @Test("a line that is empty, has no number or lacks arguments is unreadable", arguments: ["", "poll 0x0", "7 0x0 0x1"])
    func malformedLines(line: String) {
        guard case .unreadable = judge(line) else {
            Issue.record("\"\(line)\" was judged")
            return
        }
    }

    #if arch(x86_64)
    @Test("the table holds x86_64's numbers: read 0, poll 7, select 23, futex 202, epoll_wait 232, wait4 61, ppoll 271")
    func x86Numbers() {
        let expected: [Int: BlockingCall] = [0: .read, 7: .poll, 23: .select, 202: .futex, 232: .epollWait, 61: .waitForChild, 271: .ppoll]
        for (number, call) in expected { #expect(BlockingCall(number: number) == call, "number \(number)") }
        #expect(BlockingCall(number: 1) == nil, "write is no blocking call the table lists")
    }
    #endif

    @Test("no number stands for two calls")
    func numbersAreUnique() {
        #if arch(x86_64)
        let numbers = BlockingCall.numbers.flatMap(\.x86_64)
        #else
        let numbers = BlockingCall.numbers.flatMap(\.arm64)
        #endif
        #expect(Set(numbers).count == numbers.count)
    }

    @Test("a thread's run count is schedstat's third field, or the sum of status's context switches")
    func runCounts() {
        #expect(ThreadReading.runCount(schedstat: "118658899 208164684 354\n") == 354)
        #expect(ThreadReading.runCount(schedstat: "1 2") == nil)
        let status = "Name:\tcat\nState:\tS (sleeping)\nvoluntary_ctxt_switches:\t12\nnonvoluntary_ctxt_switches:\t3\n"
        #expect(ThreadReading.runCount(status: status) == 15)
        #expect(ThreadReading.runCount(status: "Name:\tcat\nvoluntary_ctxt_switches:\t12\n") == nil)
    }

    @Test("this thread, reading /proc about itself, runs; a thread that is not there has ended")
    func readsLiveThreads() {
        let me = Posix.processID
        #expect(ThreadReading.read(process: me, thread: me, terminal: nil).runs != nil)
        #expect(ThreadReading.read(process: me, thread: Int32.max, terminal: nil).wait == .ended)
        #expect(ProcessFamily.members(from: me).first == me)
        #expect(ProcessFamily.threads(of: me).contains(me))
    }
    @Test("a process's held pipes are the pipes its descriptors link to, and only those")
    func heldPipes() throws {
        let pipe = try Posix.pipe()
        defer { for end in [pipe.read, pipe.write] { Posix.close(end) } }
        let me = Posix.processID
        let target = try #require(Posix.linkTarget("/proc/\(me)/fd/\(pipe.read)"))

        let held = ProcessView(process: me).heldPipes()

        #expect(target.hasPrefix("pipe:["))
        #expect(held.contains(target))
        #expect(held.allSatisfy { $0.hasPrefix("pipe:[") || Posix.fileInfo($0)?.kind == .pipe }, "\(held)")
        #expect(!ProcessView(process: me).heldPipes().contains("pipe:[0]"))
    }
}
