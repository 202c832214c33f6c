@testable import Driver
import SystemLayer
import Testing

/// Judging a program's threads: idle only when every one waits for input or on another
/// of them with nothing due within the horizon; otherwise busy, naming with what.
@Suite("Program activity")
struct ProgramActivityTests {
    static let horizon = Duration.seconds(1)

    static func thread(_ wait: ThreadWait, process: Int32 = 40, thread: Int32 = 40, runs: Int? = 7) -> ThreadReading {
        ThreadReading(process: process, thread: thread, command: "prog", wait: wait, runs: runs)
    }

    @Test(
        "a thread waiting for input, on another thread, a pipe, a signal, or stopped, leaves the program idle",
        arguments: [
            ThreadWait.readingTerminal, .polling(timeout: nil, sources: [.terminal, .pipe("pipe:[7]"), .wakeup, .timer(nil)]),
            .polling(timeout: .seconds(1), sources: [.terminal, .timer(.seconds(2))]), .waitingOnThread(timeout: nil),
            .waitingOnThread(timeout: .seconds(60)), .readingPipe("pipe:[7]"), .waitingForSignal(timeout: nil), .waitingForSignal(timeout: .seconds(3)), .stopped, .ended,
            .sleeping(.seconds(5)),
        ])
    func waits(wait: ThreadWait) {
        #expect(ProgramActivity.judge([Self.thread(wait)], parentsInGroup: [], horizon: Self.horizon).verdict == .idle)
    }

    @Test(
        "a thread that runs, polls without waiting, or waits on the disk, a socket or a call not judged makes the program busy",
        arguments: [
            (ThreadWait.running, "running (prog 40)"),
            (.polling(timeout: .zero, sources: []), "polling without waiting (prog 40)"),
            (.polling(timeout: nil, sources: [.terminal, .socket]), "waiting on a socket (prog 40)"),
            (.polling(timeout: nil, sources: [.terminal, .otherTerminal("/dev/ptmx")]), "waiting on another terminal, /dev/ptmx (prog 40)"),
            (.readingOtherTerminal("/dev/pts/9"), "reading another terminal, /dev/pts/9 (prog 40)"),
            (.uninterruptible, "waiting on the disk or a device (prog 40)"),
            (.onSocket, "waiting on a socket (prog 40)"),
            (.readingFile("/dev/input/event0"), "reading /dev/input/event0 (prog 40)"),
            (.otherCall(number: 9999), "in system call 9999 (prog 40)"),
        ])
    func busy(wait: ThreadWait, phrase: String) {
        #expect(ProgramActivity.judge([Self.thread(wait)], parentsInGroup: [], horizon: Self.horizon).verdict == .busy(phrase))
    }

    @Test(
        "a thread with a timer due within the horizon leaves the program ticking, naming the timer and its length",
        arguments: [
            (ThreadWait.polling(timeout: .milliseconds(999), sources: [.terminal]), "a timer due in 999 ms (prog 40)", Duration.milliseconds(999)),
            (.polling(timeout: nil, sources: [.terminal, .timer(.milliseconds(30))]), "a timer due in 30 ms (prog 40)", .milliseconds(30)),
            (.waitingOnThread(timeout: .milliseconds(10)), "a timer due in 10 ms (prog 40)", .milliseconds(10)),
            (.sleeping(.milliseconds(20)), "sleeping for 20 ms (prog 40)", .milliseconds(20)),
            (.waitingForSignal(timeout: .milliseconds(40)), "a timer due in 40 ms (prog 40)", .milliseconds(40)),
        ])
    func ticking(wait: ThreadWait, phrase: String, due: Duration) {
        #expect(ProgramActivity.judge([Self.thread(wait)], parentsInGroup: [], horizon: Self.horizon).verdict == .ticking(phrase, longest: due))
    }

    @Test("the first timer names the ticking and the longest sets its length; any other work makes the program busy, wherever its thread is")
    func timersAmongThreads() {
        let short = Self.thread(.sleeping(.milliseconds(3)), thread: 41)
        let long = Self.thread(.polling(timeout: .milliseconds(100), sources: [.terminal]), thread: 42)
        let input = Self.thread(.readingTerminal)
        #expect(
            ProgramActivity.judge([input, short, long], parentsInGroup: [], horizon: Self.horizon).verdict
                == .ticking("sleeping for 3 ms (prog 40, thread 41)", longest: .milliseconds(100)))
        #expect(
            ProgramActivity.judge([long, short], parentsInGroup: [], horizon: Self.horizon).verdict
                == .ticking("a timer due in 100 ms (prog 40, thread 42)", longest: .milliseconds(100)))
        let running = Self.thread(.running, thread: 43)
        #expect(ProgramActivity.judge([short, long, running], parentsInGroup: [], horizon: Self.horizon).verdict == .busy("running (prog 40, thread 43)"))
        let unreadable = Self.thread(.unreadable(reason: "no access"), thread: 44)
        #expect(
            ProgramActivity.judge([unreadable, short], parentsInGroup: [], horizon: Self.horizon).verdict
                == .ticking("sleeping for 3 ms (prog 40, thread 41)", longest: .milliseconds(3)),
            "a timer seen says more than a thread not read")
    }

    @Test("a timer due exactly at the horizon is beyond it; one due a millisecond sooner is not")
    func horizonBoundary() {
        let at = ProgramActivity.judge([Self.thread(.polling(timeout: .milliseconds(250), sources: []))], parentsInGroup: [], horizon: .milliseconds(250))
        let before = ProgramActivity.judge([Self.thread(.polling(timeout: .milliseconds(249), sources: []))], parentsInGroup: [], horizon: .milliseconds(250))
        #expect(at.verdict == .idle)
        #expect(before.verdict == .ticking("a timer due in 249 ms (prog 40)", longest: .milliseconds(249)))
    }

    @Test("waiting for a child is no work when the child is in the group; for one outside it, it is")
    func waitingForChildren() {
        let shell = Self.thread(.waitingForChild, process: 10, thread: 10)
        let child = Self.thread(.readingTerminal, process: 11, thread: 11)
        #expect(ProgramActivity.judge([shell, child], parentsInGroup: [10], horizon: Self.horizon).verdict == .idle)
        #expect(
            ProgramActivity.judge([shell], parentsInGroup: [], horizon: Self.horizon).verdict
                == .busy("waiting on a child outside the foreground group (prog 10)"))
    }

    @Test("reading a pipe is no work while only the group holds it; once a process outside the group holds it, it is")
    func pipesHeldOutside() {
        let reader = Self.thread(.readingPipe("pipe:[7]"), process: 10, thread: 10)
        let poller = Self.thread(.polling(timeout: nil, sources: [.terminal, .pipe("pipe:[7]")]), process: 10, thread: 10)
        for thread in [reader, poller] {
            #expect(ProgramActivity.judge([thread], parentsInGroup: [], pipesHeldOutside: ["pipe:[8]": "helper 11"], horizon: Self.horizon).verdict == .idle)
        }
        #expect(
            ProgramActivity.judge([reader], parentsInGroup: [], pipesHeldOutside: ["pipe:[7]": "helper 11"], horizon: Self.horizon).verdict
                == .busy("reading a pipe that helper 11, outside the foreground group, holds (prog 10)"))
        #expect(
            ProgramActivity.judge([poller], parentsInGroup: [], pipesHeldOutside: ["pipe:[7]": "helper 11"], horizon: Self.horizon).verdict
                == .busy("waiting on a pipe that helper 11, outside the foreground group, holds (prog 10)"))
    }

    @Test("one busy thread among idle ones makes the program busy, named with its thread")
    func oneBusyThread() {
        let threads = [
            Self.thread(.readingTerminal, process: 5, thread: 5), Self.thread(.waitingOnThread(timeout: nil), process: 5, thread: 6),
            Self.thread(.running, process: 5, thread: 7),
        ]
        #expect(ProgramActivity.judge(threads, parentsInGroup: [], horizon: Self.horizon).verdict == .busy("running (prog 5, thread 7)"))
    }

    @Test("a thread whose files cannot be read leaves the program unknown, never idle; a busy one still decides")
    func unreadable() {
        let idleAndUnreadable = [Self.thread(.readingTerminal), Self.thread(.unreadable(reason: "no access"), thread: 41)]
        #expect(ProgramActivity.judge(idleAndUnreadable, parentsInGroup: [], horizon: Self.horizon).verdict == .unknown("no access"))
        let unknownRuns = [Self.thread(.readingTerminal, runs: nil)]
        guard case .unknown = ProgramActivity.judge(unknownRuns, parentsInGroup: [], horizon: Self.horizon).verdict else {
            Issue.record("a thread without a run count was judged idle")
            return
        }
        let busy = [Self.thread(.unreadable(reason: "no access")), Self.thread(.running, thread: 41)]
        #expect(ProgramActivity.judge(busy, parentsInGroup: [], horizon: Self.horizon).verdict == .busy("running (prog 40, thread 41)"))
    }

    /// A process of the group as `/proc/PID/stat` shows it.
    static func member(_ pid: Int32, _ state: Character) -> (Int32, ProcessStatus) {
        (pid, ProcessStatus(parsing: "\(pid) (bash) \(state) 1 \(pid) \(pid) 0 -1 0 0 0 0 0 0 0 0 20 0 1 0 1 1 1")!)
    }

    @Test(
        "a process the status shows running, or whose threads were not read though it has not ended, is busy whatever its threads' waits said; asleep and read, or ended, it is not",
        arguments: [
            ([member(40, "S"), member(41, "R")], [thread(.readingTerminal), thread(.readingPipe("pipe:[7]"), process: 41, thread: 41)], "bash 41"),
            ([member(40, "S"), member(42, "S")], [thread(.readingTerminal)], "bash 42"),
            ([member(40, "D"), member(42, "T")], [thread(.readingTerminal)], "bash 42"),
            ([member(40, "S"), member(41, "S")], [thread(.readingTerminal), thread(.readingPipe("pipe:[7]"), process: 41, thread: 41)], nil),
            ([member(40, "S"), member(43, "Z")], [thread(.readingTerminal)], nil),
        ] as [([(Int32, ProcessStatus)], [ThreadReading], String?)])
    func movingProcess(members: [(Int32, ProcessStatus)], readings: [ThreadReading], moving: String?) {
        #expect(ProgramActivity.movingProcess(members, readings: readings) == moving)
    }

    @Test("the fingerprint holds each thread's run count, so two readings tell whether any thread ran between them")
    func fingerprints() {
        let first = ProgramActivity.judge([Self.thread(.readingTerminal, runs: 3)], parentsInGroup: [], horizon: Self.horizon)
        let same = ProgramActivity.judge([Self.thread(.readingTerminal, runs: 3)], parentsInGroup: [], horizon: Self.horizon)
        let ran = ProgramActivity.judge([Self.thread(.readingTerminal, runs: 4)], parentsInGroup: [], horizon: Self.horizon)
        #expect(first.fingerprint == [40: 3])
        #expect(first.fingerprint == same.fingerprint)
        #expect(first.fingerprint != ran.fingerprint)
    }

    @Test("readings come quickly after activity and slow down, within 200 µs and 5 ms; a reading to confirm comes soonest")
    func intervals() {
        #expect(IdleWatch.interval(sinceActivity: .zero, confirming: false) == .microseconds(200))
        #expect(IdleWatch.interval(sinceActivity: .milliseconds(8), confirming: false) == .milliseconds(1))
        #expect(IdleWatch.interval(sinceActivity: .seconds(10), confirming: false) == .milliseconds(5))
        #expect(IdleWatch.interval(sinceActivity: .seconds(10), confirming: true) == .microseconds(200))
    }
}

/// Deciding idleness from readings in a row: two idle readings that agree, or a quiet
/// period where the kernel cannot be read.
@Suite("Idle watch")
struct IdleWatchTests {
    static func idle(_ fingerprint: [Int32: Int]) -> ProgramActivity { ProgramActivity(verdict: .idle, fingerprint: fingerprint) }

    @Test("one idle reading is not enough; a second with the same output and no thread run confirms it")
    func confirmation() {
        var watch = IdleWatch()
        #expect(watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero) == nil)
        #expect(watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero) == .kernel)
        #expect(watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero) == nil, "a confirmation starts over")
    }

    @Test("a thread that ran, or output that came, between two idle readings starts the count again")
    func disagreeingReadings() {
        var watch = IdleWatch()
        _ = watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero)
        #expect(watch.judge(Self.idle([1: 6]), revision: 3, quietFor: .zero) == nil, "thread 1 ran")
        #expect(watch.judge(Self.idle([1: 6]), revision: 4, quietFor: .zero) == nil, "output came")
        #expect(watch.judge(Self.idle([1: 6, 2: 0]), revision: 4, quietFor: .zero) == nil, "a thread started")
        #expect(watch.judge(Self.idle([1: 6, 2: 0]), revision: 4, quietFor: .zero) == .kernel)
    }

    @Test("a busy reading between two idle ones starts the count again")
    func busyBetween() {
        var watch = IdleWatch()
        _ = watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero)
        #expect(watch.judge(ProgramActivity(verdict: .busy("running"), fingerprint: [1: 5]), revision: 3, quietFor: .zero) == nil)
        #expect(watch.latest == .busy("running"))
        #expect(watch.judge(Self.idle([1: 5]), revision: 3, quietFor: .zero) == nil)
    }

    static let start = Monotonic(nanoseconds: 1_000_000_000)
    static func ticking(_ longest: Duration) -> ProgramActivity {
        ProgramActivity(verdict: .ticking("a timer due in \(longest.readable) (prog 40)", longest: longest), fingerprint: [40: 1])
    }

    @Test("readings that see only timers prove the program idle once they span twice the longest timer, and not a moment before")
    func betweenTicks() {
        var watch = IdleWatch()
        #expect(watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start) == nil)
        #expect(watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start + .microseconds(31_999)) == nil)
        #expect(watch.latest == .ticking("a timer due in 16 ms (prog 40)", longest: .milliseconds(16)))
        #expect(
            watch.judge(Self.ticking(.milliseconds(9)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(32))
                == .betweenTicks(longest: .milliseconds(16)))
        #expect(
            watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(40))
                == .betweenTicks(longest: .milliseconds(16)), "it stays idle while nothing changes")
    }

    @Test("output that toggles the screen between two looks (a cursor the program blinks) does not start the proof again; the look is read only when output came")
    func blinking() {
        var watch = IdleWatch()
        var looksRead = 0
        let on = {
            looksRead += 1; return 1
        }
        let off = {
            looksRead += 1; return 2
        }
        _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 2, look: on, quietFor: .zero, at: Self.start)
        _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 2, look: on, quietFor: .zero, at: Self.start + .milliseconds(5))
        #expect(looksRead == 1)
        _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 3, look: off, quietFor: .zero, at: Self.start + .milliseconds(10))
        _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 4, look: on, quietFor: .zero, at: Self.start + .milliseconds(20))
        #expect(looksRead == 3)
        #expect(
            watch.judge(Self.ticking(.milliseconds(16)), revision: 5, look: off, quietFor: .zero, at: Self.start + .milliseconds(32))
                == .betweenTicks(longest: .milliseconds(16)))
    }

    @Test("ticks still being watched are told apart from ticks that proved the program idle, for a timeout's message")
    func ticksProveIdle() {
        var watch = IdleWatch()
        _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start)
        watch.lastReading = Self.start + .microseconds(31_999)
        #expect(!watch.ticksProveIdle)
        watch.lastReading = Self.start + .milliseconds(32)
        #expect(watch.ticksProveIdle)
        _ = watch.judge(ProgramActivity(verdict: .busy("running (prog 40)"), fingerprint: [:]), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(33))
        #expect(!watch.ticksProveIdle)
    }

    @Test("a longer timer seen later must fire too: the proof then ends twice its length after it was seen")
    func longerTimerExtends() {
        var watch = IdleWatch()
        _ = watch.judge(Self.ticking(.milliseconds(10)), revision: 2, quietFor: .zero, at: Self.start)
        _ = watch.judge(Self.ticking(.milliseconds(100)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(5))
        #expect(watch.judge(Self.ticking(.milliseconds(10)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(204)) == nil)
        #expect(
            watch.judge(Self.ticking(.milliseconds(10)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(205))
                == .betweenTicks(longest: .milliseconds(100)))
    }

    @Test("however short the timers, the readings must span 10 ms")
    func shortestProof() {
        var watch = IdleWatch()
        _ = watch.judge(Self.ticking(.microseconds(20)), revision: 2, quietFor: .zero, at: Self.start)
        #expect(watch.judge(Self.ticking(.microseconds(20)), revision: 2, quietFor: .zero, at: Self.start + .microseconds(9_999)) == nil)
        #expect(
            watch.judge(Self.ticking(.microseconds(20)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(10))
                == .betweenTicks(longest: .microseconds(20)))
    }

    @Test("output, input, a busy reading or an unreadable one between ticks starts the proof again")
    func ticksInterrupted() {
        let late = Self.start + .milliseconds(40)
        var output = IdleWatch()
        _ = output.judge(Self.ticking(.milliseconds(16)), revision: 2, look: { 1 }, quietFor: .zero, at: Self.start)
        #expect(output.judge(Self.ticking(.milliseconds(16)), revision: 3, look: { 2 }, quietFor: .zero, at: Self.start + .milliseconds(20)) == nil)
        #expect(output.judge(Self.ticking(.milliseconds(16)), revision: 4, look: { 3 }, quietFor: .zero, at: late) == nil, "a third look came")
        #expect(output.judge(Self.ticking(.milliseconds(16)), revision: 4, look: { 3 }, quietFor: .zero, at: late + .milliseconds(32)) == .betweenTicks(longest: .milliseconds(16)))

        var input = IdleWatch()
        _ = input.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start + .milliseconds(2), lastInput: Self.start)
        #expect(input.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: late, lastInput: Self.start + .milliseconds(3)) == nil, "a key was sent")
        #expect(input.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: late + .milliseconds(32), lastInput: Self.start + .milliseconds(3)) != nil)

        for interruption in [ProgramActivity(verdict: .busy("running (prog 40)"), fingerprint: [:]), ProgramActivity(verdict: .unknown("no access"), fingerprint: [:])] {
            var watch = IdleWatch()
            _ = watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: Self.start)
            _ = watch.judge(interruption, revision: 2, quietFor: .zero, at: Self.start + .milliseconds(1))
            #expect(watch.judge(Self.ticking(.milliseconds(16)), revision: 2, quietFor: .zero, at: late) == nil, "\(interruption.verdict)")
        }
    }

    @Test("idle with nothing due and idle between ticks are read from the kernel; a quiet period is not")
    func readFromKernel() {
        #expect(IdleJudgement.kernel.isReadFromKernel)
        #expect(IdleJudgement.betweenTicks(longest: .milliseconds(16)).isReadFromKernel)
        #expect(!IdleJudgement.quietPeriod(.milliseconds(100), reason: "no access").isReadFromKernel)
    }

    @Test("where the kernel cannot be read, 100 ms of quiet stands in, once a second reading confirms the first, and says why; 99 ms does not")
    func fallback() {
        var watch = IdleWatch()
        let unknown = ProgramActivity(verdict: .unknown("no access"), fingerprint: [7: 3])
        #expect(watch.judge(unknown, revision: 1, quietFor: .milliseconds(99)) == nil)
        #expect(watch.judge(unknown, revision: 1, quietFor: .milliseconds(99)) == nil, "99 ms twice")
        #expect(watch.judge(unknown, revision: 1, quietFor: .milliseconds(100)) == nil, "the first reading after 100 ms")
        #expect(watch.judge(unknown, revision: 1, quietFor: .milliseconds(101)) == .quietPeriod(.milliseconds(100), reason: "no access"))
    }

    @Test(
        "an unreadable reading after 100 ms of quiet is not confirmed by a second where a thread ran, output came, or one came in between that was not quiet enough",
        arguments: [
            (ProgramActivity(verdict: .unknown("no access"), fingerprint: [7: 4]), 1, false),
            (ProgramActivity(verdict: .unknown("no access"), fingerprint: [7: 3, 8: 1]), 1, false),
            (ProgramActivity(verdict: .unknown("no access"), fingerprint: [7: 3]), 2, false),
            (ProgramActivity(verdict: .unknown("no access"), fingerprint: [7: 3]), 1, true),
        ])
    func fallbackNotConfirmed(second: ProgramActivity, revision: Int, quietBetween: Bool) {
        var watch = IdleWatch()
        let first = ProgramActivity(verdict: .unknown("descriptor 3 cannot be read"), fingerprint: [7: 3])
        #expect(watch.judge(first, revision: 1, quietFor: .milliseconds(100)) == nil)
        if quietBetween { #expect(watch.judge(first, revision: 1, quietFor: .milliseconds(50)) == nil) }

        #expect(watch.judge(second, revision: revision, quietFor: .milliseconds(120)) == nil)
    }
}

/// When the next reading of the kernel is due.
@Suite("Idle readings due")
struct IdleReadingDueTests {
    static let start = Monotonic(nanoseconds: 1_000_000_000)

    @Test("the first reading is due at once; later ones at their time")
    func schedule() {
        var watch = IdleWatch()
        #expect(watch.isReadingDue(at: Self.start, lastActivity: Self.start))
        watch.lastReading = Self.start
        watch.nextReading = Self.start + .milliseconds(5)
        #expect(!watch.isReadingDue(at: Self.start + .milliseconds(4), lastActivity: Self.start))
        #expect(watch.isReadingDue(at: Self.start + .milliseconds(5), lastActivity: Self.start))
    }

    @Test("output or input after the last reading brings the next one forward, but not within 200 µs of the last")
    func activityBringsItForward() {
        var watch = IdleWatch()
        watch.lastReading = Self.start
        watch.nextReading = Self.start + .milliseconds(5)
        let output = Self.start + .microseconds(100)
        #expect(!watch.isReadingDue(at: Self.start + .microseconds(150), lastActivity: output))
        #expect(watch.isReadingDue(at: Self.start + .microseconds(200), lastActivity: output))
        #expect(!watch.isReadingDue(at: Self.start + .milliseconds(1), lastActivity: Self.start), "no activity since")
    }
}
