import Driver
import DriverTesting
import Testing

@Suite("Checkout journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct CheckoutJourneyTests {
    @Test(
        "browsing, adding to the cart and paying confirms the order, which then comes first in Orders",
        .tags(.smoke), arguments: JourneyConfiguration.selected)
    func browseToOrder(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockOrders)

        let confirmation = try await LoginPage(app).signIn(as: .standard)
            .openProduct(0).addToCart()
            .openCart().checkout(with: .validAddress)
            .pay()

        #expect(try await confirmation.orderNumber.label == configuration.copy.order(1007))
        #expect(try await confirmation.total.label == Price.toteBag.text(in: configuration.locale))
        #expect(try await !confirmation.cartBadge.exists, "paying empties the cart")
        let orders = try await confirmation.openOrders()
        #expect(try await orders.orderCell(0).label == configuration.copy.order(1007))
        #expect(try await orders.orderCell(0).value == Price.toteBag.text(in: configuration.locale))
        #expect(try await orders.orderCell(1).label == configuration.copy.order(1003))
    }

    @Test(
        "paying with an empty address shows each field's problem; filling them in lets the order through",
        arguments: JourneyConfiguration.selected)
    func addressProblemsBlockPayment(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)
        let checkout = try await ShopPage(app).openCart().checkout()

        let refused = try await checkout.payExpectingProblems()

        #expect(try await refused.nameError.exists)
        #expect(try await refused.streetError.exists)
        #expect(try await refused.cityError.exists)
        #expect(try await refused.postcodeError.exists)
        let corrected = try await refused.enter(.validAddress)
        #expect(try await !corrected.nameError.exists, "fixing a field removes its error")
        #expect(try await !corrected.postcodeError.exists, "fixing a field removes its error")
        let confirmation = try await corrected.pay()
        #expect(try await confirmation.orderNumber.label == configuration.copy.order(1001))
    }

    @Test("a postcode without a digit is refused at checkout", arguments: JourneyConfiguration.selected)
    func postcodeWithoutDigitRefused(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)

        let checkout = try await ShopPage(app).openCart().checkout(with: .postcodeWithoutDigits).payExpectingProblems()

        #expect(try await checkout.postcodeError.exists)
        #expect(try await !checkout.nameError.exists)
        #expect(try await !ConfirmationPage.landmark(in: app).exists)
    }
}
