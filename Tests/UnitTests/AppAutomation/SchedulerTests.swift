@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Scheduler")
struct SchedulerTests {
    @Test("a pending timer makes the app busy, by name, until it fires")
    func pendingTimerIsBusy() {
        let scheduler = Scheduler(clock: VirtualClock())
        scheduler.schedule(after: 5, name: "network: GET /orders") {}

        #expect(scheduler.activity.pendingWork.map(\.name) == ["network: GET /orders"])
        scheduler.advance(by: 5)

        #expect(scheduler.isIdle)
    }

    @Test("a background timer never makes the app busy")
    func backgroundIsNotBusy() {
        let scheduler = Scheduler(clock: VirtualClock())

        scheduler.repeatInBackground(every: 0) {}

        #expect(scheduler.isIdle)
        #expect(scheduler.activity.isIdle)
    }

    @Test("a zero-interval background timer runs once per pass, not in an endless loop")
    func backgroundRunsOncePerPass() {
        let scheduler = Scheduler(clock: VirtualClock())
        var runs = 0
        scheduler.repeatInBackground(every: 0) { runs += 1 }

        scheduler.runDue()
        scheduler.runDue()

        #expect(runs == 2)
    }

    @Test("on the virtual clock the run loop wakes for background timers only")
    func virtualWakeUp() {
        let scheduler = Scheduler(clock: VirtualClock())
        scheduler.schedule(after: 100, name: "network: POST /orders") {}
        #expect(scheduler.nextWakeUp == nil)

        scheduler.repeatInBackground(every: 0) {}

        #expect(scheduler.nextWakeUp == 0)
    }
}

@Suite("Scheduler order and repeats")
struct SchedulerOrderTests {
    @Test("running what is due runs the soonest timer even when a later one is still pending")
    func dueTimerRunsBeforeALaterOne() {
        let clock = VirtualClock()
        let scheduler = Scheduler(clock: clock)
        var ran: [String] = []
        scheduler.schedule(after: 0, name: "now") { ran.append("now") }
        scheduler.schedule(after: 500, name: "later") { ran.append("later") }

        let ranAny = scheduler.runDue()

        #expect(ranAny)
        #expect(ran == ["now"])
        #expect(scheduler.activity.pendingWork.map(\.name) == ["later"])
    }

    @Test("a background timer runs again only once its interval has passed")
    func backgroundWaitsForItsInterval() {
        let clock = VirtualClock()
        let scheduler = Scheduler(clock: clock)
        var runs = 0
        scheduler.repeatInBackground(every: 100) { runs += 1 }

        scheduler.advance(by: 100)
        scheduler.runDue()
        scheduler.runDue()
        let afterFirst = runs
        scheduler.advance(by: 99)
        scheduler.runDue()
        let before = runs
        scheduler.advance(by: 1)
        scheduler.runDue()

        #expect(afterFirst == 1)
        #expect(before == 1)
        #expect(runs == 2)
        #expect(scheduler.nextDue == 300)
    }
}

@Suite("Scheduler alarms")
struct SchedulerAlarmTests {
    @Test("an alarm never makes the app busy, and advancing the clock to it fires it")
    func alarmIsNotBusyButFires() {
        let scheduler = Scheduler(clock: VirtualClock())
        var fired = false
        scheduler.scheduleAlarm(after: 60_000, name: "due: Pay rent") { fired = true }

        let idleBefore = scheduler.isIdle && scheduler.activity.isIdle
        scheduler.advance(by: 59_999)
        let firedEarly = fired
        scheduler.advance(by: 1)

        #expect(idleBefore)
        #expect(!firedEarly)
        #expect(fired)
    }

    @Test("an alarm and busy work fire in due order, and only the work is reported")
    func alarmAmongWork() {
        let scheduler = Scheduler(clock: VirtualClock())
        var ran: [String] = []
        scheduler.scheduleAlarm(after: 10, name: "due: soon") { ran.append("alarm") }
        scheduler.schedule(after: 20, name: "network: GET /todos") { ran.append("work") }

        #expect(scheduler.activity.pendingWork.map(\.name) == ["network: GET /todos"])
        scheduler.advance(by: 20)

        #expect(ran == ["alarm", "work"])
    }

    @Test("on the real clock the run loop wakes for an alarm; on the virtual clock it does not")
    func wakeUpForAlarm() {
        let real = Scheduler(clock: StoppedRealClock())
        let virtual = Scheduler(clock: VirtualClock())

        real.scheduleAlarm(after: 250, name: "due: Water the plants") {}
        virtual.scheduleAlarm(after: 250, name: "due: Water the plants") {}

        #expect(real.nextWakeUp == 250)
        #expect(virtual.nextWakeUp == nil)
    }

    @Test("a cancelled alarm never fires")
    func cancelledAlarm() {
        let scheduler = Scheduler(clock: VirtualClock())
        var fired = false
        let alarm = scheduler.scheduleAlarm(after: 5, name: "due: Call mum") { fired = true }

        scheduler.cancel(alarm)
        scheduler.advance(by: 10)

        #expect(!fired)
        #expect(scheduler.nextDue == nil)
    }
}

/// A clock that reports itself as real but stands at 0: the real clock's wake-up
/// rules without real time passing.
private final class StoppedRealClock: AppClock {
    var now: Int { 0 }
    var mode: ClockMode { .real }
}
