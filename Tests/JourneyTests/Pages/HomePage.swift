import Driver

/// The home screen shown after signing in.
struct HomePage {
    let app: App

    var title: Element { app.staticTexts["dashboardTitle"] }
    var signOutButton: Element { app.buttons["signOutButton"] }

    /// Confirms the app is showing the home screen.
    init(_ app: App) async throws {
        self.app = app
        try await title.waitUntilExists()
    }

    /// Signs out (from the Profile tab) and lands back on the sign-in screen.
    func signOut() async throws -> LoginPage {
        try await app.tabBars.buttons["Profile"].tap()
        try await signOutButton.tap()
        return try await LoginPage(app)
    }
}
