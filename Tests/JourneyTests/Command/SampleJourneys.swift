/// Journey scripts for the runner and command tests: all on the sign-in screen and the
/// dashboard, which is what the demo app shows today.
enum SampleJourneys {
    /// Signs in with a stub account and checks the dashboard.
    static let signIn = """
        # Sign in with a stub account.
        launch --uitesting --reset-state
        type "user@example.com" into textFields["emailField"]
        type "securePass1" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        wait staticTexts["dashboardTitle"] exists within 5s
        expect staticTexts["dashboardTitle"] label == "Shop"
        """

    /// A wrong password is refused.
    static let wrongPassword = """
        launch --uitesting --reset-state
        type "user@example.com" into textFields["emailField"]
        type "nope" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        wait staticTexts["loginErrorLabel"] exists
        expect staticTexts["loginErrorLabel"] label == "Incorrect email or password."
        """

    /// Fails at line 3: the title is "Shop", not "Shopping".
    static let failing = """
        launch --uitesting --reset-state --mock-logged-in-user
        wait staticTexts["dashboardTitle"] exists
        expect staticTexts["dashboardTitle"] label == "Shopping"
        tap buttons["signOutButton"]
        """

    /// A passing journey named `index`, to make folders of many journeys.
    static func numbered(_ index: Int) -> String {
        """
        # Journey number \(index).
        launch --uitesting --reset-state
        expect buttons["loginButton"] disabled
        type "user\(index)@example.com" into textFields["emailField"]
        expect textFields["emailField"] value == "user\(index)@example.com"
        """
    }
}
