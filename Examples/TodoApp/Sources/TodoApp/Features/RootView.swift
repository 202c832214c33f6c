import TerminalUI

/// The whole screen: the list or a to-do's details, the delete alert over them, and
/// the keys on the last row.
enum RootView {
    static func node(_ model: TodoModel, calendar: TodoCalendar, size: Size) -> Node {
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let body = screen.droppingBottom(1)
        var content: [Node]
        switch model.screen {
        case .list:
            content = ListView.nodes(model, calendar: calendar, in: body)
        case let .detail(id):
            content = model.todo(id).map { DetailView.nodes($0, model: model, calendar: calendar, in: body) } ?? []
        }
        if let id = model.pendingDeletion, let todo = model.todo(id) {
            content.append(AlertView.node(
                id: "deleteAlert", title: "Delete to-do?", message: "“\(todo.title)” will be gone for good.",
                buttons: [
                    AlertView.Button(id: "cancelDeleteButton", label: "Cancel", action: model.cancelDeletion),
                    AlertView.Button(id: "confirmDeleteButton", label: "Delete", action: model.confirmDeletion),
                ], in: body
            ))
        }
        let keys = model.screen == .list && model.pendingDeletion == nil
            ? "Tab next  Enter select  ^C quit" : "Tab next  Enter select  Esc back  ^C quit"
        content.append(Node(.staticText, id: "keyLegend", label: keys, frame: screen.bottom(1).inset(1)))
        return Node(.application, label: "To-dos", frame: screen, children: [Node(.window, frame: screen, children: content)])
    }
}
