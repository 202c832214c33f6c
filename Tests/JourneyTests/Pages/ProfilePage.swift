import Driver

/// The signed-in user's profile.
struct ProfilePage: TabbedScreen {
    static let name = "Profile"
    static func landmark(in app: App) -> Element { app.staticTexts["profileTitle"] }

    let app: App

    /// The signed-in email; its label is the email itself.
    var emailLabel: Element { app.staticTexts["profileEmailLabel"] }
    /// Signs out, keeping the cart.
    var signOutButton: Element { app.buttons["signOutButton"] }

    /// Signs out and lands on the sign-in screen.
    func signOut() async throws -> LoginPage {
        try await signOutButton.tap()
        return try await LoginPage(app)
    }
}
