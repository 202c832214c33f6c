import SystemLayer

/// How a wait for a program to be idle decided it was: by the kernel, or, where the
/// kernel's files cannot be read, by a quiet period.
public enum IdleJudgement: Sendable, Hashable, CustomStringConvertible {
    /// Every thread of the foreground process group waited for input with nothing due,
    /// on two readings in a row between which none of them ran.
    case kernel
    /// The kernel could not be read (`reason` says what); the program wrote nothing for
    /// `period` instead, a guess a slow program can fool.
    case quietPeriod(Duration, reason: String)
    /// Its only work was timers due within the horizon, none longer than `longest`; the
    /// kernel saw them for twice that, in which time they fired and the program drew
    /// nothing and was sent nothing (Bubble Tea's frame ticker, an input thread's poll).
    case betweenTicks(longest: Duration)

    /// Whether the kernel's readings decided it (with nothing due, or between ticks), not
    /// a quiet period standing in for them.
    public var isReadFromKernel: Bool {
        if case .quietPeriod = self { return false }
        return true
    }

    /// `idle (the kernel says so)`, or the quiet period and why it stood in.
    public var description: String {
        switch self {
        case .kernel: "idle (the kernel says so)"
        case let .quietPeriod(period, reason): "judged idle after \(period.readable) of quiet, because \(reason)"
        case let .betweenTicks(longest):
            "idle between ticks (the kernel saw no work but timers, none longer than \(longest.readable), fire and draw nothing)"
        }
    }
}

/// What a terminal session knows of its program's idleness between readings (I/O thread).
struct IdleWatch: Sendable {
    /// An idle reading waiting for a second one to confirm it.
    struct Candidate: Sendable, Equatable {
        /// The session's output revision when it was made.
        let revision: Int
        /// Each thread and how many times it had run.
        let fingerprint: [Int32: Int]
    }

    /// Readings in a row whose only work was timers, with no input between them and no
    /// output but what brings back one of two looks: the program is idle once they span
    /// twice the longest timer.
    struct Ticks: Sendable, Equatable {
        /// The session's output revision at the latest of them.
        var revision: Int
        /// The looks of the screen they saw (`TerminalScreen.look`): at most two, the
        /// states of a blinking cursor.
        var looks: [Int]
        /// When the first was taken.
        let since: Monotonic
        /// The longest timer they saw.
        var longest: Duration
        /// When they prove the program idle.
        var provenAt: Monotonic
    }

    /// The last idle reading, not yet confirmed.
    var candidate: Candidate?
    /// The readings so far that saw nothing but timers.
    var ticks: Ticks?
    /// The latest verdict.
    var latest: ProgramActivity.Verdict?
    /// When the next reading is due (nil: at once).
    var nextReading: Monotonic?
    /// When the last reading was taken.
    var lastReading: Monotonic?

    /// Whether the readings so far that saw nothing but timers prove the program idle
    /// between ticks.
    var ticksProveIdle: Bool {
        guard let ticks, let lastReading else { return false }
        return lastReading >= ticks.provenAt
    }

    /// Whether a reading is due at `now`: at its time, or sooner when the program wrote or
    /// was sent something since the last one (`lastActivity`), though never twice within
    /// the shortest interval.
    func isReadingDue(at now: Monotonic, lastActivity: Monotonic) -> Bool {
        guard let nextReading, let lastReading else { return true }
        if nextReading <= now { return true }
        return lastActivity > lastReading && now.since(lastReading) >= Self.shortestInterval
    }

    /// Timers due later than this count as nothing due, unless a test says otherwise.
    static let defaultHorizon = Duration.seconds(1)
    /// Where the kernel cannot be read, how long the output must stay quiet instead.
    static let fallbackQuiet = Duration.milliseconds(100)
    /// The shortest and longest time between readings.
    static let shortestInterval = Duration.microseconds(200)
    static let longestInterval = Duration.milliseconds(5)
    /// The shortest span of readings that can prove a ticking program idle, however short
    /// its timers: a few readings, and time for a tick's drawing to reach the terminal.
    static let shortestTicks = Duration.milliseconds(10)

    /// Records `activity`, read at `now` when the session's output was at `revision`, the
    /// screen looking as `look` says, and had been quiet for `quietFor` (the last input
    /// sent at `lastInput`), and says whether the program is now judged idle, and how: by
    /// the kernel once two idle readings in a row agree (the same output, no thread run
    /// between them); between ticks once readings that saw nothing but timers span twice
    /// the longest of them, with no input since the first and no output but what toggles
    /// the screen between two looks (each timer seen has fired in that time, and what it
    /// did drew nothing new); or by a quiet period where the kernel cannot be read.
    mutating func judge(
        _ activity: ProgramActivity, revision: Int, look: () -> Int = { 0 }, quietFor: Duration, at now: Monotonic = .now,
        lastInput: Monotonic? = nil
    ) -> IdleJudgement? {
        latest = activity.verdict
        switch activity.verdict {
        case let .ticking(_, longest):
            candidate = nil
            func start() -> IdleJudgement? {
                ticks = Ticks(revision: revision, looks: [look()], since: now, longest: longest, provenAt: now + max(longest * 2, Self.shortestTicks))
                return nil
            }
            guard var run = ticks, lastInput.map({ $0 < run.since }) ?? true else { return start() }
            if run.revision != revision {
                let shown = look()
                if !run.looks.contains(shown) {
                    guard run.looks.count < 2 else { return start() }
                    run.looks.append(shown)
                }
                run.revision = revision
            }
            if longest > run.longest {
                run.longest = longest
                run.provenAt = max(run.provenAt, now + longest * 2)
            }
            ticks = run
            return now >= run.provenAt ? .betweenTicks(longest: run.longest) : nil
        case .idle:
            let reading = Candidate(revision: revision, fingerprint: activity.fingerprint)
            if candidate == reading {
                candidate = nil
                return .kernel
            }
            candidate = reading
            return nil
        case .busy:
            candidate = nil
            ticks = nil
            return nil
        case let .unknown(reason):
            ticks = nil
            guard quietFor >= Self.fallbackQuiet else {
                candidate = nil
                return nil
            }
            // Confirmed as an idle reading is: a thread that moved on between its wait and
            // its files (a descriptor closed as it was read) runs again before the second.
            let reading = Candidate(revision: revision, fingerprint: activity.fingerprint)
            if candidate == reading {
                candidate = nil
                return .quietPeriod(Self.fallbackQuiet, reason: reason)
            }
            candidate = reading
            return nil
        }
    }

    /// The time to the next reading: short just after the program or the test did
    /// something (when it is most likely to block), longer as it stays busy.
    static func interval(sinceActivity elapsed: Duration, confirming: Bool) -> Duration {
        if confirming { return shortestInterval }
        return min(longestInterval, max(shortestInterval, elapsed / 8))
    }
}
