import Driver

/// The sign-in screen: the one place that knows its identifiers.
struct LoginPage {
    let app: App

    var emailField: Element { app.textFields["emailField"] }
    var passwordField: Element { app.secureTextFields["passwordField"] }
    var loginButton: Element { app.buttons["loginButton"] }
    var errorLabel: Element { app.staticTexts["loginErrorLabel"] }

    /// Confirms the app is showing the sign-in screen.
    init(_ app: App) async throws {
        self.app = app
        try await emailField.waitUntilExists()
    }

    /// Fills both fields without submitting.
    @discardableResult
    func fill(email: String, password: String) async throws -> LoginPage {
        try await emailField.typeText(email)
        try await passwordField.typeText(password)
        return self
    }

    /// Signs in with `account` and lands on the home screen.
    func signIn(as account: Account) async throws -> HomePage {
        try await fill(email: account.email, password: account.password)
        try await loginButton.tap()
        return try await HomePage(app)
    }

    /// Tries `account`, expecting to be refused, and stays here.
    func signInExpectingFailure(as account: Account) async throws -> LoginPage {
        try await fill(email: account.email, password: account.password)
        try await loginButton.tap()
        try await errorLabel.waitUntilExists()
        return self
    }
}
