import Driver
import DriverTesting
import Testing

@Suite("Promo code journey", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct PromoJourneyTests {
    @Test("SAVE20 takes 20% off the total, down to the amount to pay", arguments: JourneyConfiguration.selected)
    func save20ChangesTotal(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)
        let cart = try await ShopPage(app).openCart()
        #expect(cart.total.shownLabel == Price.toteBag.text(in: configuration.locale))

        let discounted = try await cart.apply(.save20)

        #expect(discounted.promoAppliedLabel.shownLabel == configuration.copy.save20Applied)
        #expect(discounted.discount.shownLabel == Price.save20OffToteBag.text(in: configuration.locale))
        #expect(discounted.total.shownLabel == Price.toteBagWithSave20.text(in: configuration.locale))
        #expect(discounted.promoCodeField.shownValue == "", "a known code clears the field")
        let checkout = try await discounted.checkout()
        #expect(checkout.total.shownLabel == Price.toteBagWithSave20.text(in: configuration.locale))
    }

    @Test("an unknown code shows an error and leaves the total as it was", arguments: JourneyConfiguration.selected)
    func unknownCodeShowsError(in configuration: JourneyConfiguration) async throws {
        let app = try await configuration.launch(.mockCartWithItem)

        let cart = try await ShopPage(app).openCart().apply(.unknown)

        #expect(cart.promoErrorLabel.shownLabel.contains(PromoCode.unknown.text))
        #expect(cart.total.shownLabel == Price.toteBag.text(in: configuration.locale))
        #expect(!cart.discount.exists)
        #expect(!cart.promoAppliedLabel.exists)
    }
}
