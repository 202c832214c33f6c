import Driver
import DriverTesting
import Testing

@Suite("Persistence journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct PersistenceJourneyTests {
    @Test("items added to the cart survive terminate and relaunch", .tags(.smoke), arguments: JourneyConfiguration.selected)
    func cartSurvivesRelaunch(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        _ = try await ShopPage(app).openProduct(0).addToCart().addToCart()

        try await app.relaunchKeepingState()

        let shop = try await ShopPage(app)
        #expect(shop.cartBadge.shownLabel == "2")
        let cart = try await shop.openCart()
        #expect(cart.itemCell(0).shownLabel == "Canvas Tote Bag")
        #expect(cart.quantity(0).shownLabel == "2")
    }

    @Test("relaunching with --reset-state empties the cart", arguments: JourneyConfiguration.selected)
    func resetStateEmptiesCart(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        _ = try await ShopPage(app).openProduct(0).addToCart()

        try await app.relaunchResettingState()

        let shop = try await ShopPage(app)
        #expect(!shop.cartBadge.exists)
        let cart = try await shop.openCart()
        #expect(cart.emptyCartLabel.exists)
    }

    @Test("a session survives terminate and relaunch", arguments: JourneyConfiguration.selected)
    func sessionSurvivesRelaunch(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        try await app.relaunchKeepingState()

        let profile = try await ShopPage(app).openProfile()
        #expect(profile.emailLabel.shownLabel == Account.standard.email)
    }

    @Test("relaunching with --reset-state signs the user out", arguments: JourneyConfiguration.selected)
    func resetStateClearsSession(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        try await app.relaunchResettingState()

        let login = try await LoginPage(app)
        #expect(login.emailField.shownValue == "")
        #expect(!ShopPage.landmark(in: app).exists)
    }
}
