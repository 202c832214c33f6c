import AppAutomation
import Glibc
import TerminalUI

/// Turns launch options into a running app: the clock, the calendar, the store and
/// the to-dos it starts with. Nothing else reads the options.
enum CompositionRoot {
    /// The app for `options`, on a screen of `screenSize`.
    ///
    /// - Throws: `TodoStoreError` when the state directory cannot be made.
    static func host(options: TodoOptions, screenSize: Size) throws(TodoStoreError) -> ViewHost {
        let automation = options.automation
        let clock: any AppClock = automation.clock == .virtual ? VirtualClock() : MonotonicClock()
        let scheduler = Scheduler(clock: clock)
        // Under test the day is always the same, so journeys can name the times they see.
        let calendar = automation.uiTesting ? TodoCalendar.testing(clock) : TodoCalendar.system(clock)
        let store = try TodoStore(directory: stateDirectory(automation))
        if automation.resetState { store.removeAll() }
        let todos = options.seedsTodos ? Todo.samples(now: calendar.now) : store.load(report: { log("TodoApp: \($0)") })
        let model = TodoModel(todos: todos, store: store, scheduler: scheduler, calendar: calendar)
        if options.seedsTodos { model.save() }
        return ViewHost(app: TodoListApp(model: model, calendar: calendar), scheduler: scheduler, screenSize: screenSize)
    }

    /// `--state-dir`; else nothing under test (the to-dos live in memory); else
    /// `$XDG_STATE_HOME/todoapp` or `~/.local/state/todoapp`.
    private static func stateDirectory(_ automation: AutomationOptions) -> String? {
        if let directory = automation.stateDirectory { return directory }
        if automation.uiTesting { return nil }
        if let base = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), !base.isEmpty { return base + "/todoapp" }
        return (getenv("HOME").map { String(cString: $0) } ?? ".") + "/.local/state/todoapp"
    }
}
