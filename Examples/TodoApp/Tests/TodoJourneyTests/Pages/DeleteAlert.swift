import Driver

/// The alert asking whether to delete a to-do.
struct DeleteAlert: Screen {
    static let name = "Delete alert"
    static func landmark(in app: App) -> Element { app.alerts["deleteAlert"] }

    let app: App

    /// The alert; its label is the title, `Delete to-do?`.
    var alert: Element { Self.landmark(in: app) }

    /// Deletes the to-do and returns to the list.
    func confirm() async throws -> TodoListPage {
        try await alert.buttons["confirmDeleteButton"].tap()
        return try await TodoListPage(app)
    }

    /// Keeps the to-do and returns to its detail screen.
    func cancel() async throws -> TodoDetailPage {
        try await alert.buttons["cancelDeleteButton"].tap()
        return try await TodoDetailPage(app)
    }
}
