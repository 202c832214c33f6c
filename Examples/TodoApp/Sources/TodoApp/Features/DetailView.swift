import TerminalUI

/// One to-do: its title to edit, its state, buttons to set or clear its due date,
/// and to mark it done or delete it (which asks first).
enum DetailView {
    static func nodes(_ todo: Todo, model: TodoModel, calendar: TodoCalendar, in area: Rect) -> [Node] {
        var nodes = [NavigationBarView.node(
            id: "todoNavigationBar", title: "To-do", titleID: "todoDetailTitle", in: area, back: ("To-dos", model.goBack)
        )]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 76))
        nodes.append(Node(.textField, id: "titleField", label: "Title", value: model.draftTitle, placeholder: "what needs doing?",
                          frame: rows.take(inset: 2), onEdit: model.editDraftTitle, onSubmit: model.goBack))
        rows.skip()
        let state = todo.isDone ? "Done" : model.overdue.contains(todo.id) ? "Overdue" : "Open"
        nodes.append(Node(.staticText, id: "statusLabel", label: state, frame: rows.take(inset: 2)))
        let due = todo.due.map { "Due " + calendar.text($0) } ?? "No due date"
        nodes.append(Node(.staticText, id: "dueLabel", label: due, frame: rows.take(inset: 2)))
        rows.skip()
        nodes += buttonRow(rows.take(inset: 2), [
            ("dueIn15MinutesButton", "Due in 15 min", { model.setDue(todo.id, inMinutes: 15) }),
            ("dueIn1HourButton", "Due in 1 h", { model.setDue(todo.id, inMinutes: 60) }),
            ("dueTomorrowButton", "Due tomorrow", { model.setDue(todo.id, inMinutes: 24 * 60) }),
            ("clearDueButton", "No date", { model.clearDue(todo.id) }),
        ])
        rows.skip()
        nodes += buttonRow(rows.take(inset: 2), [
            ("toggleDoneButton", todo.isDone ? "Mark not done" : "Mark done", { model.toggleDone(todo.id) }),
            ("deleteButton", "Delete", { model.askToDelete(todo.id) }),
        ])
        return nodes
    }

    /// Buttons left to right, two columns apart, as many as fit.
    private static func buttonRow(_ row: Rect, _ buttons: [(id: String, label: String, action: () -> Void)]) -> [Node] {
        var x = row.minX
        return buttons.compactMap { button in
            let width = buttonWidth(button.label)
            defer { x += width + 2 }
            guard x + width <= row.maxX else { return nil }
            return Node(.button, id: button.id, label: button.label, frame: Rect(x: x, y: row.minY, width: width, height: 1), onTap: button.action)
        }
    }
}
