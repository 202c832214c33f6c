import TerminalUI

/// The list: a field to add a to-do, a summary, and one row per to-do with its
/// done switch, its due date and, once that has passed, an overdue badge.
enum ListView {
    static func nodes(_ model: TodoModel, calendar: TodoCalendar, in area: Rect) -> [Node] {
        var nodes = [NavigationBarView.node(id: "todosNavigationBar", title: "To-dos", titleID: "todosTitle", in: area)]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 76))

        let addRow = rows.take(inset: 2)
        let addFrame = addRow.trailing(buttonWidth("Add"))
        nodes.append(Node(
            .textField, id: "newTodoField", label: "New", value: model.newTitle, placeholder: "what needs doing?",
            frame: Rect(x: addRow.minX, y: addRow.minY, width: max(0, addFrame.minX - 1 - addRow.minX), height: 1),
            onEdit: model.editNewTitle, onSubmit: model.add
        ))
        nodes.append(Node(.button, id: "addButton", label: "Add", frame: addFrame, enabled: model.canAdd, onTap: model.add))
        rows.skip()
        nodes.append(Node(.staticText, id: "summaryLabel", label: summary(model), frame: rows.take(inset: 2)))
        rows.skip()

        let tableFrame = rows.remaining
        nodes.append(TableView.node(
            id: "todoTable", frame: tableFrame, rowCount: model.todos.count, position: model.scrollPosition,
            cell: { index, frame in cell(model.todos[index], index: index, model: model, calendar: calendar, frame: frame) },
            onScroll: model.scroll, onReveal: model.reveal
        ))
        if model.todos.isEmpty {
            nodes.append(Node(.staticText, id: "emptyTodosLabel", label: "Nothing to do. Type a to-do above and press Enter.",
                              frame: tableFrame.inset(2).bottom(tableFrame.height).leading(tableFrame.width)))
        }
        return nodes
    }

    /// `2 to do · 1 overdue`, or `All done`.
    static func summary(_ model: TodoModel) -> String {
        let open = model.todos.filter { !$0.isDone }.count
        guard open > 0 else { return model.todos.isEmpty ? "No to-dos" : "All done" }
        return "\(open) to do" + (model.overdue.isEmpty ? "" : " · \(model.overdue.count) overdue")
    }

    /// Row `index`: the cell opens the to-do; its switch (labelled with the title)
    /// marks it done; dragged onto another row, it moves there. The cell's value says its
    /// state: `done`, `overdue`, `due Jan 5 09:10` or `open`.
    private static func cell(_ todo: Todo, index: Int, model: TodoModel, calendar: TodoCalendar, frame: Rect) -> Node {
        let inner = frame.inset(2)
        let isOverdue = model.overdue.contains(todo.id)
        var trailing: [Node] = []
        var right = inner.maxX
        if isOverdue {
            let badge = inner.trailing("OVERDUE".count)
            trailing.append(Node(.staticText, id: "todoOverdue_\(index)", label: "OVERDUE", frame: badge))
            right = badge.minX - 2
        }
        if let due = todo.due {
            let text = calendar.text(due)
            let dueFrame = Rect(x: max(inner.minX, right - textWidth(text)), y: frame.minY, width: textWidth(text), height: 1)
            trailing.append(Node(.staticText, id: "todoDue_\(index)", label: text, frame: dueFrame))
            right = dueFrame.minX - 2
        }
        let state = todo.isDone ? "done" : isOverdue ? "overdue" : todo.due.map { "due " + calendar.text($0) } ?? "open"
        let switchFrame = Rect(x: inner.minX, y: frame.minY, width: max(0, min(textWidth(todo.title) + 4, right - inner.minX)), height: 1)
        let done = Node(.switch, id: "todoDone_\(index)", label: todo.title, value: todo.isDone ? "1" : "0",
                        frame: switchFrame, onTap: { model.toggleDone(todo.id) })
        return Node(.cell, id: "todoCell_\(index)", label: todo.title, value: state, frame: frame,
                    onTap: { model.open(todo.id) }, onDrag: { drag in
                        guard let row = droppedRow(drag) else { return }
                        model.move(todo.id, toRow: row)
                    }, children: [done] + trailing)
    }

    /// The row a drag was dropped on, if it was dropped on one.
    private static func droppedRow(_ drag: Drag) -> Int? {
        let prefix = "todoCell_"
        guard let cell = drag.droppedOn.first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return Int(cell.dropFirst(prefix.count))
    }
}
