import Driver

/// What a guest sees on Orders and Profile: a request to sign in first.
struct SignInRequiredPage: TabbedScreen {
    static let name = "Sign-in required"
    static func landmark(in app: App) -> Element { app.staticTexts["signInRequiredLabel"] }

    let app: App

    /// Why the tab needs a session, e.g. "Sign in to see your orders."
    var messageLabel: Element { Self.landmark(in: app) }
    /// Opens the sign-in screen.
    var signInButton: Element { app.buttons["signInButton"] }

    /// Opens the sign-in screen, which returns to this tab after signing in.
    func signIn() async throws -> LoginPage {
        try await signInButton.tap()
        return try await LoginPage(app)
    }
}
