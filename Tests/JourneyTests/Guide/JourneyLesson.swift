import Driver
import DriverTesting
import Testing

/// Guide, lesson 6: test the journeys people take, not one screen at a time.
@Suite("Guide: journeys, not screens", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct JourneyLesson {
    // Don't: a test per screen, each launched straight onto its screen by a scenario.

    /// Launched with `--mock-catalog`.
    static func productPageHasAddToCart(_ app: App) async throws {
        let product = try await ShopPage(app).openProduct(0)
        #expect(try await product.addToCartButton.isEnabled)
    }

    /// Launched with `--mock-cart-with-item`.
    static func cartHasCheckout(_ app: App) async throws {
        let cart = try await ShopPage(app).openCart()
        #expect(try await cart.checkoutButton.isEnabled)
    }

    /// Launched with `--mock-cart-with-item`.
    static func checkoutHasPay(_ app: App) async throws {
        let checkout = try await ShopPage(app).openCart().checkout(with: .validAddress)
        #expect(try await checkout.payButton.isEnabled)
    }

    // Do: the journey a shopper takes, through every hand-off.

    /// Launched with `--mock-catalog`.
    static func browseToOrder(_ app: App) async throws {
        let confirmation = try await ShopPage(app).openProduct(0).addToCart()
            .openCart().checkout(with: .validAddress)
            .pay()
        #expect(try await confirmation.orderNumber.label.hasPrefix("Order #"))
    }

    @Test("the journey passes when every hand-off works")
    func journeyPasses() async throws {
        try await Self.browseToOrder(JourneyConfiguration.standard.launch(.mockCatalog))
    }

    @Test("with the payment hand-off broken, every screen test still passes")
    func screenTestsMissTheBrokenHandOff() async throws {
        try await Self.productPageHasAddToCart(JourneyConfiguration.standard.launch(.mockCatalog, .paymentDeclined))
        try await Self.cartHasCheckout(JourneyConfiguration.standard.launch(.mockCartWithItem, .paymentDeclined))
        try await Self.checkoutHasPay(JourneyConfiguration.standard.launch(.mockCartWithItem, .paymentDeclined))
    }

    @Test("with the payment hand-off broken, the journey fails at the step that broke, saying what shows instead")
    func journeyCatchesTheBrokenHandOff() async throws {
        let app = try await JourneyConfiguration.standard.launch(.mockCatalog, .paymentDeclined)

        let error = await #expect(throws: ScreenMismatch.self) { try await Self.browseToOrder(app) }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"expected the Order Confirmation screen (app.staticTexts["orderConfirmationTitle"]) but the app shows #checkoutNavigationBar under the alert "Payment Declined" #paymentDeclinedAlert; noSuchElement: no element matches app.staticTexts["orderConfirmationTitle"] (the app is idle, showing the "Checkout" screen (#checkoutNavigationBar) under the alert "Payment Declined" (#paymentDeclinedAlert), so nothing will change until the test acts; checked after 6.9 ms)"#
                ))
    }
}
