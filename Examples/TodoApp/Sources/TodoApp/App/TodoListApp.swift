import TerminalUI

/// The to-do list as a toolkit app: draws the model's screen and lets Esc go back.
/// `ViewHost` does the rest (focus, commands, keys, timers).
final class TodoListApp: TerminalApp {
    let model: TodoModel
    let calendar: TodoCalendar

    init(model: TodoModel, calendar: TodoCalendar) {
        self.model = model
        self.calendar = calendar
    }

    var name: String { "To-dos" }

    func body(in context: ViewContext) -> Node {
        RootView.node(model, calendar: calendar, size: context.screenSize)
    }

    func goBack() { model.goBack() }
}
