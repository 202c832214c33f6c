import XCUITerminal

// Section 6 of the shared best-practices seed, "Encapsulate Screens in Page Objects",
// as written for iOS; only `import XCTest` became `import XCUITerminal`.

// Page object encapsulates all element access for the login screen
struct LoginPage {
    private let app: XCUIApplication

    init(app: XCUIApplication) { self.app = app }

    var emailField: XCUIElement { app.textFields["emailField"] }
    var passwordField: XCUIElement { app.secureTextFields["passwordField"] }
    var loginButton: XCUIElement { app.buttons["loginButton"] }
    var errorLabel: XCUIElement { app.staticTexts["loginErrorLabel"] }

    func login(email: String, password: String) {
        emailField.tap()
        emailField.typeText(email)
        passwordField.tap()
        passwordField.typeText(password)
        loginButton.tap()
    }
}
