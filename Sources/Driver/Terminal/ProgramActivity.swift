import SystemLayer

/// What a program on a terminal is doing, judged from what the kernel reports of every
/// thread of every process in the terminal's foreground process group.
///
/// It is **idle** when none of them runs or has work due: each thread waits for input (a
/// read of the terminal, or `poll`, `select` or `epoll_wait` with no timeout or one beyond
/// the horizon), or waits on something only another of them can end (a futex, a pipe no
/// process outside the group holds, a child in the group, a signal), or is stopped; and
/// the terminal holds no input the program has not read. A program whose only work is
/// timers due within the horizon is **ticking**: idle once its timers are seen to fire and
/// draw nothing (`IdleWatch`). Anything else is **busy**, and says with what. See
/// docs/terminal-programs.md, "Idle".
struct ProgramActivity: Sendable, Equatable {
    /// The judgement.
    enum Verdict: Sendable, Equatable {
        /// Waiting for input, with nothing due.
        case idle
        /// Busy: what with, as a phrase (`running (htop 812)`, `waiting on a socket (ssh 90)`).
        case busy(String)
        /// Nothing to do but timers due within the horizon: the first, as a phrase (`a timer
        /// due in 16 ms (demo 90, thread 93)`), and the longest of them.
        case ticking(String, longest: Duration)
        /// The kernel's files could not be read: why.
        case unknown(String)
    }

    /// The judgement.
    let verdict: Verdict
    /// Each thread read and how many times it had run: equal fingerprints in two readings
    /// mean no thread ran between them.
    let fingerprint: [Int32: Int]

    /// Reads the program started as `leader` on the terminal whose controlling side is
    /// `controller` and whose path is `terminal`, with timers due later than `horizon`
    /// counting as nothing due.
    static func read(leader: Int32, controller: Int32, terminal: String, horizon: Duration) -> ProgramActivity {
        switch PseudoTerminal.hasUnreadInput(controller) {
        case true?: return ProgramActivity(verdict: .busy("input it has not read yet"), fingerprint: [:])
        case nil: return ProgramActivity(verdict: .unknown("the terminal cannot be asked whether its input was read"), fingerprint: [:])
        case false?: break
        }
        guard let group = Posix.foregroundProcessGroup(of: controller) else {
            return ProgramActivity(verdict: .unknown("the terminal has no foreground process group"), fingerprint: [:])
        }
        let members = ProcessFamily.members(from: leader).compactMap { pid in ProcessStatus(of: pid).map { (pid, $0) } }
        let inGroup = members.filter { $0.1.processGroup == group }
        guard !inGroup.isEmpty else {
            return ProgramActivity(verdict: .unknown("no process of the foreground group \(group) descends from \(leader)"), fingerprint: [:])
        }
        let readings = inGroup.flatMap { ThreadReading.readAll(process: $0.0, terminal: terminal) }
        if let moving = movingProcess(inGroup, readings: readings) {
            return ProgramActivity(verdict: .busy("running (\(moving))"), fingerprint: [:])
        }
        let parents = Set(inGroup.map(\.1.parent))
        // A descendant that left the group (mc's helper calls setsid before it answers on a
        // pipe) may still write to a pipe the group reads: such a read is no wait for a key.
        var pipesHeldOutside: [String: String] = [:]
        for (pid, status) in members where status.processGroup != group && status.state != "Z" {
            for pipe in ProcessView(process: pid).heldPipes() { pipesHeldOutside[pipe] = "\(status.command) \(pid)" }
        }
        return judge(readings, parentsInGroup: parents, pipesHeldOutside: pipesHeldOutside, horizon: horizon)
    }

    /// A process of the group, named `command pid`, that its status shows running, or
    /// whose threads could not be read though it has not ended: its threads' waits, read
    /// at another instant than its status, cannot speak for it (a shell just woken from a
    /// pipe, a child between its fork and its first reading). Nil when there is none.
    static func movingProcess(_ members: [(Int32, ProcessStatus)], readings: [ThreadReading]) -> String? {
        let read = Set(readings.map(\.process))
        return members.first { pid, status in status.state == "R" || (status.state != "Z" && !read.contains(pid)) }.map { "\($0.1.command) \($0.0)" }
    }

    /// Judges `readings`, the threads of the foreground group; `parentsInGroup` are the
    /// processes with a child in the group (whose wait for that child is no work of theirs);
    /// `pipesHeldOutside` names, by what each descriptor links to, the pipes a process
    /// outside the group holds (`pipe:[81234]`: `cons.saver 913`).
    static func judge(
        _ readings: [ThreadReading], parentsInGroup: Set<Int32>, pipesHeldOutside: [String: String] = [:], horizon: Duration
    ) -> ProgramActivity {
        var fingerprint: [Int32: Int] = [:]
        var unknown: String?
        var timers: (first: String, longest: Duration)?
        for reading in readings {
            fingerprint[reading.thread] = reading.runs ?? -1
            if reading.runs == nil, reading.wait != .ended, unknown == nil {
                unknown = "the run count of thread \(reading.thread) cannot be read"
            }
            switch judge(reading.wait, hasChildInGroup: parentsInGroup.contains(reading.process), pipesHeldOutside: pipesHeldOutside, horizon: horizon) {
            case .waiting: continue
            case let .busy(what): return ProgramActivity(verdict: .busy("\(what) (\(name(of: reading)))"), fingerprint: fingerprint)
            case let .timer(what, due): timers = (timers?.first ?? "\(what) (\(name(of: reading)))", max(timers?.longest ?? .zero, due))
            case let .unknown(why): unknown = unknown ?? why
            }
        }
        if let timers { return ProgramActivity(verdict: .ticking(timers.first, longest: timers.longest), fingerprint: fingerprint) }
        if let unknown { return ProgramActivity(verdict: .unknown(unknown), fingerprint: fingerprint) }
        return ProgramActivity(verdict: .idle, fingerprint: fingerprint)
    }

    /// What one thread's wait means for the program.
    enum ThreadVerdict: Equatable {
        case waiting
        case busy(String)
        /// A timer due within the horizon, `due` from now.
        case timer(String, due: Duration)
        case unknown(String)
    }

    /// Judges one thread's wait (see the type's description).
    static func judge(_ wait: ThreadWait, hasChildInGroup: Bool, pipesHeldOutside: [String: String] = [:], horizon: Duration) -> ThreadVerdict {
        switch wait {
        case .readingTerminal, .stopped, .ended: return .waiting
        case let .readingPipe(pipe):
            return pipesHeldOutside[pipe].map { .busy("reading a pipe that \($0), outside the foreground group, holds") } ?? .waiting
        case .running: return .busy("running")
        case .uninterruptible: return .busy("waiting on the disk or a device")
        case .onSocket: return .busy("waiting on a socket")
        case let .readingFile(path): return .busy("reading \(path)")
        case .waitingForChild: return hasChildInGroup ? .waiting : .busy("waiting on a child outside the foreground group")
        case let .readingOtherTerminal(path): return .busy("reading another terminal, \(path)")
        case let .polling(timeout, sources):
            for source in sources {
                switch source {
                case .terminal, .wakeup, .file, .timer(nil): continue
                case let .pipe(pipe):
                    if let holder = pipesHeldOutside[pipe] { return .busy("waiting on a pipe that \(holder), outside the foreground group, holds") }
                case let .timer(due?): if due < horizon { return .timer("a timer due in \(due.readable)", due: due) }
                case .socket: return .busy("waiting on a socket")
                case let .otherTerminal(path): return .busy("waiting on another terminal, \(path)")
                }
            }
            return judge(timeout: timeout, horizon: horizon)
        case let .waitingOnThread(timeout), let .waitingForSignal(timeout): return judge(timeout: timeout, horizon: horizon)
        case let .sleeping(duration): return duration < horizon ? .timer("sleeping for \(duration.readable)", due: duration) : .waiting
        case let .otherCall(number): return .busy("in system call \(number)")
        case let .unreadable(reason): return .unknown(reason)
        }
    }

    /// A wait for at most `timeout` (nil: none): a timer when due within the horizon.
    static func judge(timeout: Duration?, horizon: Duration) -> ThreadVerdict {
        guard let timeout, timeout < horizon else { return .waiting }
        return timeout == .zero ? .busy("polling without waiting") : .timer("a timer due in \(timeout.readable)", due: timeout)
    }

    /// `htop 812`, or `go 812, thread 815` for a thread other than the main one.
    static func name(of reading: ThreadReading) -> String {
        reading.thread == reading.process
            ? "\(reading.command) \(reading.process)" : "\(reading.command) \(reading.process), thread \(reading.thread)"
    }
}
