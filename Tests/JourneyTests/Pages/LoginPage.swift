import Driver

/// The sign-in screen, shown at launch without a session, after signing out, and
/// (with a back button) when a guest opens Orders or Profile.
struct LoginPage: Screen {
    static let name = "Sign In"
    static func landmark(in app: App) -> Element { app.staticTexts["loginTitle"] }

    let app: App

    /// The email.
    var emailField: Element { app.textFields["emailField"] }
    /// The password; its value is masked.
    var passwordField: Element { app.secureTextFields["passwordField"] }
    /// Disabled until both fields hold text.
    var loginButton: Element { app.buttons["loginButton"] }
    /// Shown after refused credentials.
    var errorLabel: Element { app.staticTexts["loginErrorLabel"] }
    /// Browses the shop without signing in.
    var guestButton: Element { app.buttons["guestButton"] }

    /// Types the email and password without submitting them.
    func fill(email: String, password: String) async throws -> LoginPage {
        try await emailField.typeText(email)
        try await passwordField.typeText(password)
        return self
    }

    /// Signs in with `account` from the first screen and lands in the shop (whose
    /// catalog reads show once it has loaded: reads wait for the app).
    func signIn(as account: Account) async throws -> ShopPage {
        try await submit(account)
        return try await ShopPage(app)
    }

    /// Signs in with `account` after a tab asked for it, and lands back on that tab's
    /// screen, e.g. `signIn(as: .standard, returningTo: OrdersPage.self)`.
    func signIn<Destination: Screen>(as account: Account, returningTo destination: Destination.Type) async throws -> Destination {
        try await submit(account)
        return try await Destination(app)
    }

    /// Tries `account`, which the app should refuse, and stays here once the error shows.
    func signInExpectingRefusal(as account: Account) async throws -> LoginPage {
        try await submit(account)
        try await errorLabel.waitUntilExists()
        return self
    }

    /// Tries `account` while the network fails, and returns the alert that says so.
    func signInExpectingAlert<Alert: Screen>(as account: Account, _ alert: Alert.Type) async throws -> Alert {
        try await submit(account)
        return try await Alert(app)
    }

    /// Skips signing in and browses the shop as a guest.
    func continueAsGuest() async throws -> ShopPage {
        try await guestButton.tap()
        return try await ShopPage(app)
    }

    private func submit(_ account: Account) async throws {
        _ = try await fill(email: account.email, password: account.password)
        try await loginButton.tap()
    }
}
