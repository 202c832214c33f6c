import Driver

/// One to-do: its title, state and due date, and what can be done to it.
struct TodoDetailPage: Screen {
    static let name = "To-do detail"
    static func landmark(in app: App) -> Element { app.staticTexts["todoDetailTitle"] }

    let app: App

    var titleField: Element { app.textFields["titleField"] }
    /// `Open`, `Overdue` or `Done`.
    var status: Element { app.staticTexts["statusLabel"] }
    /// `Due Jan 5 09:15` or `No due date`.
    var dueDate: Element { app.staticTexts["dueLabel"] }

    /// Sets the to-do due 15 minutes from now.
    func setDueIn15Minutes() async throws -> TodoDetailPage {
        try await app.buttons["dueIn15MinutesButton"].tap()
        return self
    }

    /// Marks the to-do done (or not done again).
    func toggleDone() async throws -> TodoDetailPage {
        try await app.buttons["toggleDoneButton"].tap()
        return self
    }

    /// Replaces the title with `title`.
    func rename(to title: String) async throws -> TodoDetailPage {
        try await titleField.clearText()
        try await titleField.typeText(title)
        return self
    }

    /// Asks to delete the to-do; the alert asks to confirm.
    func delete() async throws -> DeleteAlert {
        try await app.buttons["deleteButton"].tap()
        return try await DeleteAlert(app)
    }

    /// Back to the list, keeping the edited title.
    func back() async throws -> TodoListPage {
        try await app.navigationBars["todoNavigationBar"].buttons["backButton"].tap()
        return try await TodoListPage(app)
    }
}
