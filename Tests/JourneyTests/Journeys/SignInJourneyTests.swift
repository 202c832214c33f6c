import Driver
import DriverTesting
import Testing

@Suite("Sign-in journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct SignInJourneyTests {
    @Test("signing in with a stub account opens the shop", .tags(.smoke), arguments: JourneyConfiguration.selected)
    func signInOpensShop(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()

        let shop = try await LoginPage(app).signIn(as: .standard)

        #expect(try await shop.title.label == configuration.copy.shopTitle)
    }

    @Test("a wrong password shows the error and stays on the sign-in screen", arguments: JourneyConfiguration.selected)
    func wrongPasswordShowsError(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()

        let login = try await LoginPage(app).signInExpectingRefusal(as: .wrongPassword)

        #expect(try await login.errorLabel.label == configuration.copy.incorrectCredentials)
        #expect(try await !ShopPage.landmark(in: app).exists)
    }

    @Test("the sign-in button stays disabled until both fields are filled", arguments: JourneyConfiguration.selected)
    func buttonDisabledUntilBothFieldsFilled(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()
        let login = try await LoginPage(app)
        #expect(try await !login.loginButton.isEnabled)

        try await login.emailField.typeText(Account.standard.email)
        #expect(try await !login.loginButton.isEnabled, "only the email is filled")

        try await login.passwordField.typeText(Account.standard.password)
        #expect(try await login.loginButton.isEnabled, "both fields are filled")
    }

    @Test("a guest asked to sign in on Orders is back on Orders after signing in", arguments: JourneyConfiguration.selected)
    func guestSignsInFromOrders(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockOrders)
        let login = try await LoginPage(app).continueAsGuest().openExpectingSignInRequest("Orders").signIn()

        let orders = try await login.signIn(as: .standard, returningTo: OrdersPage.self)

        #expect(try await orders.orderCell(0).label == configuration.copy.order(1003))
    }
}
