import Driver
import DriverTesting
import Testing

@Suite("Promo code journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct PromoJourneyTests {
    @Test("SAVE20 takes 20% off the total, down to the amount to pay", arguments: JourneyConfiguration.selected)
    func save20ChangesTotal(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)
        let cart = try await ShopPage(app).openCart()
        #expect(try await cart.total.label == Price.toteBag.text(in: configuration.locale))

        let discounted = try await cart.apply(.save20)

        #expect(try await discounted.promoAppliedLabel.label == configuration.copy.save20Applied)
        #expect(try await discounted.discount.label == Price.save20OffToteBag.text(in: configuration.locale))
        #expect(try await discounted.total.label == Price.toteBagWithSave20.text(in: configuration.locale))
        #expect(try await discounted.promoCodeField.value == "", "a known code clears the field")
        let checkout = try await discounted.checkout()
        #expect(try await checkout.total.label == Price.toteBagWithSave20.text(in: configuration.locale))
    }

    @Test("an unknown code shows an error and leaves the total as it was", arguments: JourneyConfiguration.selected)
    func unknownCodeShowsError(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)

        let cart = try await ShopPage(app).openCart().apply(.unknown)

        #expect(try await cart.promoErrorLabel.label.contains(PromoCode.unknown.text))
        #expect(try await cart.total.label == Price.toteBag.text(in: configuration.locale))
        #expect(try await !cart.discount.exists)
        #expect(try await !cart.promoAppliedLabel.exists)
    }
}
