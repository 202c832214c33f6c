import Driver
import DriverTesting
import Testing

@Suite("Profile journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct ProfileJourneyTests {
    @Test("the profile shows the signed-in user's email", arguments: JourneyConfiguration.selected)
    func profileShowsEmail(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockLoggedInUser)

        let profile = try await ShopPage(app).openProfile()

        #expect(try await profile.emailLabel.label == Account.standard.email)
    }

    @Test("signing out returns to the sign-in screen with empty fields", arguments: JourneyConfiguration.selected)
    func signOutReturnsToLogin(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockLoggedInUser)

        let login = try await ShopPage(app).openProfile().signOut()

        #expect(try await login.emailField.value == "")
        #expect(try await !login.loginButton.isEnabled)
    }

    @Test("signing out keeps the cart for the guest who carries on", arguments: JourneyConfiguration.selected)
    func signOutKeepsCart(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockLoggedInUser)
        let product = try await ShopPage(app).openProduct(0).addToCart()

        let shop = try await product.openProfile().signOut().continueAsGuest()

        #expect(try await shop.cartBadge.label == "1")
    }
}
