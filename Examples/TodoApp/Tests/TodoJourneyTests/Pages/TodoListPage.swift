import Driver

/// The list of to-dos, with the field that adds one.
struct TodoListPage: Screen {
    static let name = "To-do list"
    static func landmark(in app: App) -> Element { app.staticTexts["todosTitle"] }

    let app: App

    var newTodoField: Element { app.textFields["newTodoField"] }
    var addButton: Element { app.buttons["addButton"] }
    /// `2 to do · 1 overdue`, `All done` or `No to-dos`.
    var summary: Element { app.staticTexts["summaryLabel"] }
    var emptyLabel: Element { app.staticTexts["emptyTodosLabel"] }
    /// One cell per to-do, in the order they were added.
    var cells: ElementQuery { app.tables["todoTable"].cells.matching(.identifier(beginsWith: "todoCell_")) }

    /// Row `index`; label: the title; value: `done`, `overdue`, `due Jan 5 09:10` or `open`.
    func cell(_ index: Int) -> Element { app.cells["todoCell_\(index)"] }
    /// The switch marking row `index` done (value `1`) or not (`0`).
    func doneSwitch(_ index: Int) -> Element { app.switches["todoDone_\(index)"] }
    /// The due date of row `index`, e.g. `Jan 5 09:10`.
    func dueDate(_ index: Int) -> Element { app.staticTexts["todoDue_\(index)"] }
    /// The badge row `index` shows once its due date has passed.
    func overdueBadge(_ index: Int) -> Element { app.staticTexts["todoOverdue_\(index)"] }

    /// Types `title` and presses Enter; the new to-do is the last row.
    @discardableResult
    func add(_ title: String) async throws -> TodoListPage {
        try await newTodoField.typeText(title + "\n")
        return self
    }

    /// Marks row `index` done, or not done again.
    @discardableResult
    func toggleDone(_ index: Int) async throws -> TodoListPage {
        try await doneSwitch(index).tap()
        return self
    }

    /// The titles of the rows, top to bottom.
    func titles() async throws -> [String] {
        var titles: [String] = []
        for cell in try await cells.allElementsBoundByIndex { titles.append(try await cell.label) }
        return titles
    }

    /// Drags row `index` onto row `destination`: the to-do moves there.
    @discardableResult
    func move(_ index: Int, to destination: Int) async throws -> TodoListPage {
        try await cell(index).drag(to: cell(destination))
        return self
    }

    /// Opens row `index` in the detail screen.
    func open(_ index: Int) async throws -> TodoDetailPage {
        try await cell(index).tap()
        return try await TodoDetailPage(app)
    }
}
