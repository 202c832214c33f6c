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
