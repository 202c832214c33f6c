import Driver
import DriverTesting
import Testing

@Suite("Localisation journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct LocalisationJourneyTests {
    @Test(
        "the same checkout journey passes in every language, with the total written that language's way",
        arguments: [JourneyConfiguration.standard, .spanish, .japanese])
    func checkoutInEveryLanguage(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockOrders)

        let checkout = try await LoginPage(app).signIn(as: .standard)
            .openProduct(0).addToCart()
            .openCart().checkout(with: .validAddress)
        let total = try await checkout.total.label
        let confirmation = try await checkout.pay()

        #expect(total == Price.toteBag.text(in: configuration.locale))
        #expect(try await confirmation.total.label == Price.toteBag.text(in: configuration.locale))
        #expect(try await confirmation.orderNumber.label == configuration.copy.order(1007))
    }

    @Test("in Spanish the cart total reads 12,00 €")
    func spanishTotal() async throws {
        let app = try await JourneyConfiguration.spanish.launch(.mockCartWithItem)

        let cart = try await ShopPage(app).openCart()

        #expect(try await cart.total.label == "12,00 €")
        #expect(try await cart.tab("Cart").label == "Carrito", "the tab keeps its identifier and shows a Spanish label")
    }
}
