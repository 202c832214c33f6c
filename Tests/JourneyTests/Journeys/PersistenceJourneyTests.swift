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
        #expect(try await shop.cartBadge.label == "2")
        let cart = try await shop.openCart()
        #expect(try await cart.itemCell(0).label == "Canvas Tote Bag")
        #expect(try await cart.quantity(0).label == "2")
    }

    @Test("relaunching with --reset-state empties the cart", arguments: JourneyConfiguration.selected)
    func resetStateEmptiesCart(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog)
        _ = try await ShopPage(app).openProduct(0).addToCart()

        try await app.relaunchResettingState()

        let shop = try await ShopPage(app)
        #expect(try await !shop.cartBadge.exists)
        let cart = try await shop.openCart()
        #expect(try await cart.emptyCartLabel.exists)
    }

    @Test("a session survives terminate and relaunch", arguments: JourneyConfiguration.selected)
    func sessionSurvivesRelaunch(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        try await app.relaunchKeepingState()

        let profile = try await ShopPage(app).openProfile()
        #expect(try await profile.emailLabel.label == Account.standard.email)
    }

    @Test("relaunching with --reset-state signs the user out", arguments: JourneyConfiguration.selected)
    func resetStateClearsSession(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch()
        _ = try await LoginPage(app).signIn(as: .standard)

        try await app.relaunchResettingState()

        let login = try await LoginPage(app)
        #expect(try await login.emailField.value == "")
        #expect(try await !ShopPage.landmark(in: app).exists)
    }
}
