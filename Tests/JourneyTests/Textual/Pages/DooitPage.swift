import Driver

/// dooit's one screen: workspaces on the left, the chosen workspace's to-dos on the right,
/// a status bar below. dooit is driven by letter keys (`a` adds, `c` completes, tab
/// switches side), pressed with `typeKey`; it edits without a text field, so its text is
/// pressed key by key too.
struct DooitPage: Screen {
    static let name = "dooit"
    static func landmark(in app: App) -> Element { app.staticTexts["status_bar"] }

    let app: App
    /// How long a step may wait for dooit, which answers in milliseconds but starts in seconds.
    let patience: Duration = .seconds(15)

    /// The list of workspaces (dooit names it after the root workspace: `WorkspacesTree_…`).
    var workspaces: Element { app.tables.matching(.identifier(beginsWith: "WorkspacesTree_")).element }
    /// The to-do list of the workspace shown (`TodosTree_Workspace_N`).
    var todos: Element { app.tables.matching(.identifier(beginsWith: "TodosTree_")).element }
    /// The status bar: `NORMAL` or `INSERT` and the time.
    var statusBar: Element { app.staticTexts["status_bar"] }
    /// The workspace whose row shows `name`.
    func workspace(_ name: String) -> Element {
        workspaces.descendants(matching: .cell).matching(.label(contains: name)).element
    }

    /// The to-do whose row shows `description`.
    func todo(_ description: String) -> Element {
        todos.descendants(matching: .cell).matching(.label(contains: description)).element
    }

    /// Presses each character of `keys` as a key, in turn, as a person types them.
    func keys(_ keys: String) async throws {
        for key in keys.unicodeScalars { try await app.typeKey(KeyboardKey(key)) }
    }

    /// Adds a workspace named `name` (`a`, the name, Return) and waits for its row.
    @discardableResult
    func addWorkspace(_ name: String) async throws -> Self {
        try await keys("a")
        try await statusBar.wait(until: .label(contains: "INSERT"), timeout: patience)
        try await keys(name)
        try await app.press(.enter)
        try await workspace(name).waitUntilExists(timeout: patience)
        return self
    }

    /// Moves to the to-do list (tab) and adds a to-do (`a`, the text, Return).
    @discardableResult
    func addTodo(_ description: String) async throws -> Self {
        try await app.press(.tab)
        try await todos.wait(until: .hasFocus, timeout: patience)
        try await keys("a")
        try await statusBar.wait(until: .label(contains: "INSERT"), timeout: patience)
        try await keys(description)
        try await app.press(.enter)
        try await todo(description).waitUntilExists(timeout: patience)
        return self
    }

    /// Marks the highlighted to-do done (`c`) and waits for its row to show `x`.
    @discardableResult
    func completeTodo(_ description: String) async throws -> Self {
        try await keys("c")
        try await todo(description).wait(until: .label(beginsWith: "x "), timeout: patience)
        return self
    }
}
