import SystemLayer

/// What the kernel reports of a terminal's foreground process: whether it is blocked
/// in the kernel, as a program waiting for a key is, and how much CPU it has used.
///
/// A key that makes the terminal send a signal (Ctrl-C, Ctrl-\, Ctrl-Z) is held until
/// the program waits: readline, for one, acts on an interrupt that arrives while it is
/// still between drawing and reading only at the next key, so a Ctrl-C pressed the
/// instant its screen shows would leave bash at `^C` with no new prompt. No event says
/// that a process has blocked, so this state is read again while a key is held.
struct ForegroundProcess: Equatable {
    /// The process state letter: `R` running, `S` sleeping, `D` in an uninterruptible
    /// wait, `T` stopped, `Z` a zombie, and so on.
    let state: Character
    /// User and system CPU time used, in clock ticks.
    let cpuTicks: Int

    /// Whether it cannot be about to read: it is blocked, stopped or gone.
    var isWaiting: Bool { state != "R" }

    /// The terminal's foreground process group leader as the kernel reports it, or nil
    /// when the terminal has none or it cannot be read (then nothing is held).
    static func current(controller: Int32) -> ForegroundProcess? {
        guard let group = Posix.foregroundProcessGroup(of: controller), let status = ProcessStatus(of: group) else { return nil }
        return ForegroundProcess(state: status.state, cpuTicks: status.cpuTicks)
    }
}

/// Input held until the foreground process waits for it.
struct HeldInput {
    /// The bytes, in order; input sent after them waits behind them.
    var bytes: [UInt8] = []
    /// When the first of them was held.
    var since: Monotonic?
    /// The foreground process's CPU time then.
    var cpuTicksAtStart: Int?

    /// A process that has computed for this long is busy, not about to read: it gets the key.
    static let busyTicks = 2
    /// The longest a key is held, whatever the process does: then it is sent anyway.
    static let longest = Duration.seconds(1)
    /// How often the process's state is read again while a key is held.
    static let recheck = Duration.milliseconds(1)

    /// Whether the held bytes go now, given the foreground process (nil: none known) at `now`.
    func isDue(_ process: ForegroundProcess?, at now: Monotonic) -> Bool {
        guard let process, let since else { return true }
        if process.isWaiting || now.since(since) >= Self.longest { return true }
        return cpuTicksAtStart.map { process.cpuTicks - $0 >= Self.busyTicks } ?? false
    }
}
