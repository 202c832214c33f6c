import Driver
import DriverTesting
import Testing

@Suite("Failure journeys", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct FailureJourneyTests {
    @Test(
        "offline, signing in shows the offline alert; retrying once the network is back signs in",
        .tags(.smoke), arguments: JourneyConfiguration.selected)
    func offlineThenRetry(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.network(.offline))
        let alert = try await LoginPage(app).signInExpectingAlert(as: .standard, OfflineAlert.self)
        #expect(try await alert.alert.label == configuration.copy.offlineAlertTitle)

        try await app.setDeviceCondition("network", to: "online")
        let shop = try await alert.retry(landingOn: ShopPage.self)

        #expect(try await !alert.alert.exists)
        #expect(try await shop.productCell(0).label == "Canvas Tote Bag")
    }

    @Test("retrying while still offline shows the alert again", arguments: JourneyConfiguration.selected)
    func retryWhileOfflineFailsAgain(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.network(.offline))
        let alert = try await LoginPage(app).signInExpectingAlert(as: .standard, OfflineAlert.self)

        let login = try await alert.retry(landingOn: LoginPage.self)

        #expect(try await alert.alert.exists)
        #expect(try await !ShopPage.landmark(in: login.app).exists)
    }

    @Test("a declined payment keeps the cart and the address intact", .tags(.smoke), arguments: JourneyConfiguration.selected)
    func declinedPaymentKeepsCart(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem, .paymentDeclined)
        let checkout = try await ShopPage(app).openCart().checkout(with: .validAddress)

        let alert = try await checkout.payExpectingDecline()

        #expect(try await alert.alert.label == configuration.copy.paymentDeclinedAlertTitle)
        let kept = try await alert.dismiss()
        #expect(try await kept.nameField.value == DeliveryAddress.validAddress.name)
        #expect(try await kept.cartBadge.label == "1")
        let cart = try await kept.goBack()
        #expect(try await cart.itemCell(0).label == "Canvas Tote Bag")
        #expect(try await cart.total.label == Price.toteBag.text(in: configuration.locale))
    }

    @Test("a server error on a flaky network offers a retry that loads the shop", arguments: JourneyConfiguration.selected)
    func flakyNetworkRetry(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCatalog, .network(.flaky))
        let alert = try await ServerErrorAlert(app)
        #expect(try await alert.alert.label == configuration.copy.serverErrorAlertTitle)

        let shop = try await alert.retry(landingOn: ShopPage.self)

        #expect(try await !alert.alert.exists)
        #expect(try await shop.productCount.label == configuration.copy.allProductsCount)
    }

    @Test("on a slow network (1.5 s a request, real clock) the journey needs nothing but its waits", .tags(.slow))
    func slowNetworkOnRealClock() async throws {
        let app = try await JourneyConfiguration.standard.launch(.network(.slow), .realClock)

        let product = try await LoginPage(app).signIn(as: .standard).openProduct(0)

        #expect(try await product.nameLabel.label == "Canvas Tote Bag")
    }

    @Test("on a slow network with a virtual clock the same journey runs in milliseconds")
    func slowNetworkOnVirtualClock() async throws {
        let app = try await JourneyConfiguration.standard.launch(.network(.slow), .virtualClock)
        // Each request takes 1.5 s of simulated time, and a virtual clock moves only when
        // the driver advances it: the journey ends only because the waits fast-forward it.
        app.actionTimeout = .seconds(10)

        let product = try await LoginPage(app).signIn(as: .standard).openProduct(0)

        #expect(try await product.nameLabel.label == "Canvas Tote Bag")
        #expect(app.tree?.activity.clock == .virtual)
    }
}
