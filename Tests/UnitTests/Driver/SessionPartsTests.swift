@testable import Driver
import AutomationChannel
import ScreenModel
import SystemLayer
import Testing
import DriverTesting

/// The parts an app session's state is made of, each on its own, without an app.
@Suite("Session parts")
struct SessionPartsTests {
    static let start = Monotonic(nanoseconds: 1_000_000_000)

    static func virtualTimers(dueIn milliseconds: Int) -> Activity {
        Activity(pendingWork: [PendingWork(name: "timer: banner", remainingMilliseconds: milliseconds)], clock: .virtual)
    }

    static func waiter(deadline: Monotonic?) -> WaitBook.Waiter {
        WaitBook.Waiter(
            purpose: DriverError.Attempt(.waitForIdle), started: start, deadline: deadline,
            evaluate: { _ in false }, expire: {}, abort: { _ in })
    }

    @Test("the clock is advanced to the next timer only while someone waits on virtual timers and no advance is in flight")
    func pacingAdvancesOnlyWhenStalled() {
        var pacing = ClockPacing(enabled: true)

        let due = pacing.due(for: Self.virtualTimers(dueIn: 250), someoneWaits: true)
        pacing.started(7)

        #expect(due == 250)
        #expect(pacing.due(for: Self.virtualTimers(dueIn: 250), someoneWaits: true) == nil, "one advance at a time")
        #expect(ClockPacing(enabled: true).due(for: Self.virtualTimers(dueIn: 250), someoneWaits: false) == nil)
        #expect(
            ClockPacing(enabled: true).due(for: Activity(pendingWork: [PendingWork(name: "t", remainingMilliseconds: 250)]), someoneWaits: true) == nil,
            "a real clock moves by itself")
        #expect(ClockPacing(enabled: false).due(for: Self.virtualTimers(dueIn: 250), someoneWaits: true) == nil)
    }

    @Test("the reply to the driver's own advance ends it; a refusal stops advances for good; other replies are not its")
    func pacingTakesItsReply() {
        var pacing = ClockPacing(enabled: true)
        pacing.started(7)

        let other = pacing.receive(Reply(sequence: 8, generation: 1, outcome: .done))
        let own = pacing.receive(Reply(sequence: 7, generation: 1, outcome: .refused(CommandRefusal(.unsupported, "real clock"))))

        #expect(!other)
        #expect(own)
        #expect(pacing.inFlight == nil)
        #expect(pacing.due(for: Self.virtualTimers(dueIn: 10), someoneWaits: true) == nil)
    }

    @Test("waiters whose deadline passed are taken, the rest stay; the soonest deadline counts log waiters too")
    func waitBookDeadlines() {
        var book = WaitBook()
        let early = book.add(Self.waiter(deadline: Self.start + .milliseconds(10)))
        let late = book.add(Self.waiter(deadline: Self.start + .seconds(10)))
        _ = book.add(Self.waiter(deadline: nil))
        _ = book.add(WaitBook.LogWaiter(text: "saved", started: Self.start, deadline: Self.start + .milliseconds(5)) { _ in })

        let soonest = book.soonestDeadline
        let expired = book.takeExpired(at: Self.start + .milliseconds(20))

        #expect(early != late)
        #expect(soonest == Self.start + .milliseconds(5))
        #expect(expired.waiters.count == 1 && expired.logWaiters.count == 1)
        #expect(Set(book.waiters.keys).count == 2 && book.waiters[late] != nil && book.waiters[early] == nil)
        #expect(book.soonestDeadline == Self.start + .seconds(10))
    }

    @Test("a deadline has passed at its very instant, for a log waiter as for a screen waiter; a nanosecond before, neither has")
    func waitBookDeadlineInstant() {
        let deadline = Self.start + .milliseconds(10)
        var book = WaitBook()
        _ = book.add(Self.waiter(deadline: deadline))
        _ = book.add(WaitBook.LogWaiter(text: "saved", started: Self.start, deadline: deadline) { _ in })

        let before = book.takeExpired(at: Monotonic(nanoseconds: deadline.nanoseconds - 1))
        let at = book.takeExpired(at: deadline)

        #expect(before.waiters.isEmpty && before.logWaiters.isEmpty)
        #expect(at.waiters.count == 1)
        #expect(at.logWaiters.map(\.text) == ["saved"])
        #expect(book.waiters.isEmpty && book.logWaiters.isEmpty)
    }

    @Test("the poll is woken only for a deadline sooner than the one it is armed for")
    func waitBookArming() {
        var book = WaitBook()

        let first = book.arm(ifEarlier: Self.start + .seconds(2))
        let later = book.arm(ifEarlier: Self.start + .seconds(3))
        let sooner = book.arm(ifEarlier: Self.start + .seconds(1))

        #expect(first && !later && sooner)
    }

    @Test("log waiters are taken once the log holds their text")
    func waitBookLog() {
        var book = WaitBook()
        _ = book.add(WaitBook.LogWaiter(text: "saved", started: Self.start, deadline: Self.start + .seconds(1)) { _ in })
        _ = book.add(WaitBook.LogWaiter(text: "loaded", started: Self.start, deadline: Self.start + .seconds(1)) { _ in })

        let found = book.takeLogWaiters(satisfiedBy: "cart saved\n")

        #expect(found.map(\.text) == ["saved"])
        #expect(book.logWaiters.values.map(\.text) == ["loaded"])
    }

    @Test("sequence numbers are never reused")
    func replySequences() {
        var book = ReplyBook()

        let numbers = (0..<5).map { _ in book.takeSequence() }

        #expect(numbers == [1, 2, 3, 4, 5])
        #expect(book.soonestDeadline == nil)
    }

    @Test("the first protocol problem is the one kept; the session is over once there is one")
    func lifetimeKeepsFirstProblem() {
        var lifetime = ProcessLifetime()

        lifetime.giveUp(for: .unreadableMessage(detail: "first"))
        lifetime.giveUp(for: .rejectedByApp(detail: "second"))

        #expect(lifetime.protocolProblem == .unreadableMessage(detail: "first"))
        #expect(lifetime.isOver)
        #expect(lifetime.ending == nil)
    }

    @Test("an ending the driver asked for is expected; the kill falls due once")
    func lifetimeEnding() {
        var lifetime = ProcessLifetime()
        lifetime.expectingExit = true
        lifetime.killAt = Self.start + .seconds(1)

        let early = lifetime.killIsDue(at: Self.start)
        let due = lifetime.killIsDue(at: Self.start + .seconds(2))
        let again = lifetime.killIsDue(at: Self.start + .seconds(3))
        lifetime.end(with: .signaled(9))

        #expect(!early && due && !again)
        #expect(lifetime.exitStatus == .signaled(9))
        guard case .exited(_, expected: true)? = lifetime.ending else {
            Issue.record("expected an expected ending, got \(String(describing: lifetime.ending))")
            return
        }
    }

    @Test("a tree's status counts only for that tree, and each update moves the revision on")
    func screenRevisions() {
        var screen = LatestTree()
        let tree = ElementTree(generation: 3, root: ElementSnapshot(.application, label: "Shop"))

        screen.receive(tree, at: Self.start)
        let stale = screen.receive(Self.virtualTimers(dueIn: 5), forGeneration: 2, at: Self.start)
        let current = screen.receive(Self.virtualTimers(dueIn: 5), forGeneration: 3, at: Self.start + .seconds(1))

        #expect(stale == nil)
        #expect(current?.activity == Self.virtualTimers(dueIn: 5))
        #expect(screen.revision == 2)
        #expect(screen.treeArrival == Self.start && screen.activityArrival == Self.start + .seconds(1))
    }

    @Test("the journal keeps 1,024 events; one more drops the oldest, keeping the newest half")
    func journalIsBounded() {
        var journal = SessionJournal()
        for milliseconds in 1...1_024 { journal.noteAdvance(milliseconds: milliseconds, automatic: false) }

        #expect(journal.events(since: 0).count == 1_024)
        journal.noteAdvance(milliseconds: 1_025, automatic: false)

        let kept = journal.events(since: 0)
        #expect(kept.count == 512)
        #expect(kept.first == .clockAdvanced(milliseconds: 514, automatic: false))
        #expect(kept.last == .clockAdvanced(milliseconds: 1_025, automatic: false))
        #expect(journal.end == 1_025)
        #expect(journal.events(since: 1_024) == [.clockAdvanced(milliseconds: 1_025, automatic: false)])
    }
}
