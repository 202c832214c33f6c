import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["loginTitle"]`.
    struct LoginPage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["loginTitle"] }

        let app: App

        /// `textFields["emailField"]`.
        var emailField: Element { app.textFields["emailField"] }
        /// `secureTextFields["passwordField"]`.
        var passwordField: Element { app.secureTextFields["passwordField"] }

        /// Does what the recording did on this screen, and lands on DashboardPage.
        func pressEnter(emailField emailFieldText: String, passwordField passwordFieldText: String) async throws -> DashboardPage {
            try await emailField.typeText(emailFieldText)
            try await passwordField.typeText(passwordFieldText)
            try await app.press(.enter)
            return try await DashboardPage(app)
        }
    }
}
