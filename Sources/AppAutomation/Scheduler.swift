public import ScreenModel

/// The app's timers: named work due at an instant of the app's clock.
///
/// Pending timers are what the app reports as busy; running everything that is due
/// is how the app reaches quiescence after a command. Two kinds are exceptions, never
/// reported: background timers, which repeat for ever and change nothing on screen,
/// and alarms, which wait for a moment in the app's future (a due date, a reminder).
public final class Scheduler {
    /// Identifies a scheduled timer so it can be cancelled.
    public struct TimerID: Hashable {
        fileprivate let value: Int
    }

    private struct Entry {
        let id: TimerID
        let due: Int
        let name: String
        let isAlarm: Bool
        let action: () -> Void
    }

    private struct BackgroundEntry {
        var due: Int
        let interval: Int
        let action: () -> Void
    }

    /// The clock every timer runs on.
    public let clock: any AppClock
    private var entries: [Entry] = []
    private var background: [BackgroundEntry] = []
    private var nextID = 0

    /// A scheduler with no timers, on `clock`.
    public init(clock: any AppClock) {
        self.clock = clock
    }

    /// Runs `action` once `milliseconds` have passed on the app's clock. The name says
    /// what the app is busy with until then, e.g. `network: POST /session`.
    @discardableResult
    public func schedule(after milliseconds: Int, name: String, _ action: @escaping () -> Void) -> TimerID {
        insert(after: milliseconds, name: name, isAlarm: false, action)
    }

    /// Runs `action` once `milliseconds` have passed on the app's clock, without the app
    /// counting as busy meanwhile: for a moment in its future (a due date that passes,
    /// a reminder), not work in progress.
    ///
    /// Driver waits never fast-forward a virtual clock to an alarm, and an app waiting
    /// only for alarms is idle; `advanceClock` (or real time passing) fires it, and the
    /// screen it changes is pushed as any other.
    @discardableResult
    public func scheduleAlarm(after milliseconds: Int, name: String, _ action: @escaping () -> Void) -> TimerID {
        insert(after: milliseconds, name: name, isAlarm: true, action)
    }

    private func insert(after milliseconds: Int, name: String, isAlarm: Bool, _ action: @escaping () -> Void) -> TimerID {
        nextID += 1
        let entry = Entry(id: TimerID(value: nextID), due: clock.now + max(0, milliseconds), name: name, isAlarm: isAlarm, action: action)
        // Keep entries ordered by due time, ties in scheduling order.
        let index = entries.firstIndex { $0.due > entry.due } ?? entries.endIndex
        entries.insert(entry, at: index)
        return entry.id
    }

    /// Runs `action` every `milliseconds` (0: on every pass of the run loop) for the
    /// life of the app, without ever counting as busy. Only for work that changes
    /// nothing on screen.
    public func repeatInBackground(every milliseconds: Int, _ action: @escaping () -> Void) {
        background.append(BackgroundEntry(due: clock.now + max(0, milliseconds), interval: max(0, milliseconds), action: action))
    }

    /// Forgets a timer that has not fired yet.
    public func cancel(_ id: TimerID) {
        entries.removeAll { $0.id == id }
    }

    /// Whether no timer is pending (background timers and alarms do not count).
    public var isIdle: Bool { !entries.contains { !$0.isAlarm } }

    /// The instant the soonest timer is due, if any, alarms and background timers included: when
    /// a run loop must wake up next.
    public var nextDue: Int? {
        let dues = [entries.first?.due].compactMap { $0 } + background.map(\.due)
        return dues.min()
    }

    /// The instant a run loop must wake up next on its own, or nil to wait for input.
    /// On the virtual clock only background timers are due without being advanced to.
    public var nextWakeUp: Int? {
        if clock.mode == .real { return nextDue }
        return background.map(\.due).min()
    }

    /// Runs every timer that is due, including ones scheduled by the timers it runs,
    /// until none is; then each due background timer once. Returns whether any
    /// foreground timer ran.
    @discardableResult
    public func runDue() -> Bool {
        var ranAny = false
        while let first = entries.first, first.due <= clock.now {
            entries.removeFirst()
            first.action()
            ranAny = true
        }
        let now = clock.now
        for index in background.indices where background[index].due <= now {
            background[index].due = now + background[index].interval
            background[index].action()
        }
        return ranAny
    }

    /// Advances a virtual clock by `milliseconds`, firing timers in due order with the
    /// clock set to each one's instant, so work they schedule inside the window fires too.
    public func advance(by milliseconds: Int) {
        guard let clock = clock as? VirtualClock else { return }
        let target = clock.now + max(0, milliseconds)
        while let first = entries.first, first.due <= target {
            clock.set(to: first.due)
            runDue()
        }
        clock.set(to: target)
    }

    /// The driver's `advanceClock` command: advances the virtual clock, or refuses on
    /// the real one, saying how to launch on a virtual clock.
    public func advanceVirtualClock(by milliseconds: Int) -> CommandOutcome {
        guard clock.mode == .virtual else {
            return .refused(CommandRefusal(.unsupported, "the app runs on the real clock; launch it with --clock virtual to advance time"))
        }
        advance(by: milliseconds)
        return .done
    }

    /// What the app is busy with, soonest first (alarms are not work).
    public var activity: Activity {
        let now = clock.now
        return Activity(
            pendingWork: entries.filter { !$0.isAlarm }.map { PendingWork(name: $0.name, remainingMilliseconds: max(0, $0.due - now)) },
            clock: clock.mode
        )
    }
}
