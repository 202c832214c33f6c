import Driver
import DriverTesting
import Testing

@Suite("Checkout journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct CheckoutJourneyTests {
    @Test("browsing, adding to the cart and paying confirms the order, which then comes first in Orders",
          .tags(.smoke), arguments: JourneyConfiguration.selected)
    func browseToOrder(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockOrders)

        let confirmation = try await LoginPage(app).signIn(as: .standard)
            .openProduct(0).addToCart()
            .openCart().checkout(with: .validAddress)
            .pay()

        #expect(confirmation.orderNumber.shownLabel == configuration.copy.order(1007))
        #expect(confirmation.total.shownLabel == Price.toteBag.text(in: configuration.locale))
        #expect(!confirmation.cartBadge.exists, "paying empties the cart")
        let orders = try await confirmation.openOrders()
        #expect(orders.orderCell(0).shownLabel == configuration.copy.order(1007))
        #expect(orders.orderCell(0).shownValue == Price.toteBag.text(in: configuration.locale))
        #expect(orders.orderCell(1).shownLabel == configuration.copy.order(1003))
    }

    @Test("paying with an empty address shows each field's problem; filling them in lets the order through",
          arguments: JourneyConfiguration.selected)
    func addressProblemsBlockPayment(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)
        let checkout = try await ShopPage(app).openCart().checkout()

        let refused = try await checkout.payExpectingProblems()

        #expect(refused.nameError.exists)
        #expect(refused.streetError.exists)
        #expect(refused.cityError.exists)
        #expect(refused.postcodeError.exists)
        let corrected = try await refused.enter(.validAddress)
        #expect(!corrected.nameError.exists && !corrected.postcodeError.exists, "fixing a field removes its error")
        let confirmation = try await corrected.pay()
        #expect(confirmation.orderNumber.shownLabel == configuration.copy.order(1001))
    }

    @Test("a postcode without a digit is refused at checkout", arguments: JourneyConfiguration.selected)
    func postcodeWithoutDigitRefused(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)

        let checkout = try await ShopPage(app).openCart().checkout(with: .postcodeWithoutDigits).payExpectingProblems()

        #expect(checkout.postcodeError.exists)
        #expect(!checkout.nameError.exists)
        #expect(!ConfirmationPage.landmark(in: app).exists)
    }
}
