import AppAutomation
import TerminalUI

/// The app's state and everything a person can do to it: the list, the to-do open in
/// the detail screen, and the deletion waiting for confirmation.
///
/// Due dates pass on alarms (`Scheduler.scheduleAlarm`): the app is idle while it
/// waits for them, and the clock (real, or advanced by the driver) fires them.
final class TodoModel {
    enum Screen: Equatable {
        case list
        case detail(id: Int)
    }

    private(set) var todos: [Todo]
    /// The open to-dos whose due date has passed.
    private(set) var overdue: Set<Int> = []
    private(set) var screen = Screen.list
    /// The to-do the delete alert asks about.
    private(set) var pendingDeletion: Int?
    /// What the new-to-do field holds.
    private(set) var newTitle = ""
    /// What the title field of the detail screen holds.
    private(set) var draftTitle = ""
    /// How far the list is scrolled.
    private(set) var scrollPosition = ScrollPosition()

    private let store: TodoStore
    private let scheduler: Scheduler
    private let calendar: TodoCalendar
    private var alarms: [Scheduler.TimerID] = []

    init(todos: [Todo], store: TodoStore, scheduler: Scheduler, calendar: TodoCalendar) {
        self.todos = todos
        self.store = store
        self.scheduler = scheduler
        self.calendar = calendar
        refreshDueDates()
    }

    /// The to-do with `id`, if it still exists.
    func todo(_ id: Int) -> Todo? { todos.first { $0.id == id } }

    // MARK: - The list

    var canAdd: Bool { !newTitle.trimmed.isEmpty }

    func editNewTitle(_ edit: TextEdit) { newTitle = edit.applied(to: newTitle) }

    /// Adds the typed to-do at the end of the list, with no due date.
    func add() {
        guard canAdd else { return }
        todos.append(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: newTitle.trimmed))
        newTitle = ""
        changed()
    }

    func toggleDone(_ id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].isDone.toggle()
        changed()
    }

    /// Moves the to-do to row `row` (a drag dropped it there); the rows between shift
    /// by one to make room.
    func move(_ id: Int, toRow row: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }), todos.indices.contains(row), row != index else { return }
        todos.insert(todos.remove(at: index), at: row)
        changed()
    }

    func open(_ id: Int) {
        draftTitle = todo(id)?.title ?? ""
        screen = .detail(id: id)
    }

    func scroll(_ direction: SwipeDirection, visibleRows: Int) {
        scrollPosition.scroll(direction, visibleRows: visibleRows, rowCount: todos.count)
    }

    func reveal(_ row: Int, visibleRows: Int) {
        scrollPosition.reveal(row, visibleRows: visibleRows, rowCount: todos.count)
    }

    // MARK: - The detail screen

    func editDraftTitle(_ edit: TextEdit) { draftTitle = edit.applied(to: draftTitle) }

    /// Sets the to-do due `minutes` from now.
    func setDue(_ id: Int, inMinutes minutes: Int) {
        update(id) { $0.due = calendar.now + minutes * 60 }
    }

    func clearDue(_ id: Int) {
        update(id) { $0.due = nil }
    }

    /// Shows the alert asking whether to delete the to-do.
    func askToDelete(_ id: Int) { pendingDeletion = id }

    func cancelDeletion() { pendingDeletion = nil }

    /// Deletes the to-do the alert asked about and returns to the list.
    func confirmDeletion() {
        guard let id = pendingDeletion else { return }
        pendingDeletion = nil
        todos.removeAll { $0.id == id }
        screen = .list
        changed()
    }

    /// Esc, or the back button: closes the alert, else leaves the detail screen keeping
    /// the edited title (unless it was emptied).
    func goBack() {
        if pendingDeletion != nil {
            pendingDeletion = nil
            return
        }
        guard case let .detail(id) = screen else { return }
        if !draftTitle.trimmed.isEmpty, draftTitle.trimmed != todo(id)?.title {
            update(id) { $0.title = draftTitle.trimmed }
        }
        screen = .list
    }

    /// Writes the list to the store.
    func save() { store.save(todos) }

    // MARK: - Due dates

    private func update(_ id: Int, _ change: (inout Todo) -> Void) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        change(&todos[index])
        changed()
    }

    private func changed() {
        save()
        refreshDueDates()
    }

    /// Marks the open to-dos whose due date has passed, and sets an alarm for each
    /// one still to come, named for it: `due: Pay rent`.
    private func refreshDueDates() {
        alarms.forEach(scheduler.cancel)
        alarms = []
        overdue = []
        for todo in todos where !todo.isDone {
            guard let due = todo.due else { continue }
            let wait = calendar.milliseconds(until: due)
            if wait == 0 {
                overdue.insert(todo.id)
            } else {
                alarms.append(scheduler.scheduleAlarm(after: wait, name: "due: \(todo.title)") { [unowned self] in
                    self.refreshDueDates()
                })
            }
        }
    }
}

extension String {
    /// The text without spaces at either end.
    var trimmed: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
