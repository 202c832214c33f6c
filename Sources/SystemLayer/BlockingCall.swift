/// The system calls a thread of a terminal program can be blocked in, as far as judging
/// whether it waits for input needs to tell them apart, with where each call keeps its
/// timeout. The one table of system call numbers: `BlockingCall(number:)` reads it for the
/// architecture the driver runs on.
package enum BlockingCall: String, Sendable, Hashable, CaseIterable {
    /// `read`, `readv`, `pread64`: what it waits on depends on the descriptor (argument 0).
    case read
    /// `poll`: the timeout in milliseconds is argument 2 (negative: none).
    case poll
    /// `ppoll`: argument 2 points at a relative `timespec` (null: none).
    case ppoll
    /// `select`: argument 4 points at a relative `timeval` (null: none).
    case select
    /// `pselect6`: argument 4 points at a relative `timespec` (null: none).
    case pselect6
    /// `epoll_wait`: the timeout in milliseconds is argument 3 (negative: none).
    case epollWait = "epoll_wait"
    /// `epoll_pwait`: as `epoll_wait`.
    case epollPwait = "epoll_pwait"
    /// `epoll_pwait2`: argument 3 points at a relative `timespec` (null: none).
    case epollPwait2 = "epoll_pwait2"
    /// `futex`: a wait on another thread; argument 1 the operation, argument 3 the timeout
    /// (relative for `FUTEX_WAIT`, absolute for `FUTEX_WAIT_BITSET`; null: none).
    case futex
    /// `nanosleep`: argument 0 points at a relative `timespec`.
    case nanosleep
    /// `clock_nanosleep`: argument 2 points at a `timespec`, absolute when argument 1 has
    /// `TIMER_ABSTIME`, on the clock argument 0 names.
    case clockNanosleep = "clock_nanosleep"
    /// `wait4`, `waitid`: waiting for a child to change state.
    case waitForChild = "wait4"
    /// `pause`, `rt_sigsuspend`: waiting for a signal.
    case waitForSignal = "rt_sigsuspend"
    /// `rt_sigtimedwait`: waiting for a signal; argument 2 points at a relative `timespec`
    /// (null: none).
    case waitForSignalTimed = "rt_sigtimedwait"
    /// `accept`, `accept4`, `connect`, `recvfrom`, `recvmsg`: waiting on a socket.
    case socket = "recvfrom"

    /// The call whose number is `number` on this machine's architecture, or nil for a call
    /// the table does not list.
    package init?(number: Int) {
        guard let call = Self.byNumber[number] else { return nil }
        self = call
    }

    /// Every number the table lists for this architecture, with its call.
    package static let byNumber: [Int: BlockingCall] = {
        var table: [Int: BlockingCall] = [:]
        for row in numbers {
            #if arch(x86_64)
            for number in row.x86_64 { table[number] = row.call }
            #elseif arch(arm64)
            for number in row.arm64 { table[number] = row.call }
            #endif
        }
        return table
    }()

    /// The numbers, from the kernel's `arch/x86/entry/syscalls/syscall_64.tbl` and the
    /// generic `include/uapi/asm-generic/unistd.h` that arm64 uses (which has no `poll`,
    /// `select`, `epoll_wait` or `pause`).
    package static let numbers: [(call: BlockingCall, x86_64: [Int], arm64: [Int])] = [
        (.read, [0, 17, 19], [63, 65, 67]),
        (.poll, [7], []),
        (.ppoll, [271], [73]),
        (.select, [23], []),
        (.pselect6, [270], [72]),
        (.epollWait, [232], []),
        (.epollPwait, [281], [22]),
        (.epollPwait2, [441], [441]),
        (.futex, [202], [98]),
        (.nanosleep, [35], [101]),
        (.clockNanosleep, [230], [115]),
        (.waitForChild, [61, 247], [260, 95]),
        (.waitForSignal, [34, 130], [133]),
        (.waitForSignalTimed, [128], [137]),
        (.socket, [43, 288, 42, 45, 47], [202, 242, 203, 207, 212]),
    ]
}
