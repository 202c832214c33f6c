@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Cart view model")
struct CartViewModelTests {
    let checkouts = Counter()

    final class Counter {
        var count = 0
    }

    func makeModel(_ cart: Cart) -> (CartViewModel, InMemoryCartRepository) {
        let carts = InMemoryCartRepository(cart)
        let checkouts = checkouts
        return (CartViewModel(carts: carts, promotions: BuiltInPromotions()) { checkouts.count += 1 }, carts)
    }

    @Test("checkout is disabled when the cart is empty")
    func checkoutDisabledWhenEmpty() {
        let (model, _) = makeModel(Cart())

        model.checkout()

        #expect(!model.canCheckout)
        #expect(checkouts.count == 0)
    }

    @Test("checkout is enabled with something in the cart")
    func checkoutEnabledWithItems() {
        let (model, _) = makeModel(Sample.cart([(cents: 1_200, quantity: 1)]))

        model.checkout()

        #expect(model.canCheckout)
        #expect(checkouts.count == 1)
    }

    @Test("the steppers change the quantity and save the cart")
    func steppers() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_200, quantity: 1)]))

        model.increment(0)
        model.increment(0)
        model.decrement(0)

        #expect(carts.cart.lines.first?.quantity == 2)
        #expect(carts.saveCount == 3)
    }

    @Test("decrementing from one removes the line")
    func decrementRemoves() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_200, quantity: 1)]))

        model.decrement(0)

        #expect(carts.cart.isEmpty)
    }

    @Test("remove takes the whole line away")
    func removeLine() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_200, quantity: 3), (cents: 500, quantity: 1)]))

        model.remove(0)

        #expect(carts.cart.lines.map(\.productID) == ["p1"])
    }

    @Test("Apply is disabled until a code is typed", arguments: [(text: "", enabled: false), (text: "  ", enabled: false), (text: "x", enabled: true)])
    func applyEnabledState(text: String, enabled: Bool) {
        let (model, _) = makeModel(Cart())

        model.editPromo(.insert(text))

        #expect(model.canApplyPromo == enabled)
    }

    @Test("SAVE20, in any case, takes 20% off the total and clears the field")
    func applyKnownCode() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_500, quantity: 1)]))
        model.editPromo(.insert(" save20 "))

        model.applyPromo()

        #expect(carts.cart.total == Money(cents: 1_200))
        #expect(model.promoText.isEmpty)
        #expect(model.promoMessage == nil)
    }

    @Test("an unknown code shows an error naming it and changes nothing")
    func applyUnknownCode() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_500, quantity: 1)]))
        model.editPromo(.insert("FREESTUFF"))

        model.applyPromo()

        #expect(model.promoMessage == .unknown(code: "FREESTUFF"))
        #expect(carts.cart.promotion == nil)
        #expect(carts.saveCount == 0)
    }

    @Test("a good code after a bad one clears the error")
    func goodCodeClearsError() {
        let (model, _) = makeModel(Sample.cart([(cents: 1_500, quantity: 1)]))
        model.editPromo(.insert("NOPE"))
        model.applyPromo()
        model.editPromo(.clear)
        model.editPromo(.insert("SAVE20"))

        model.applyPromo()

        #expect(model.promoMessage == nil)
        #expect(model.showsDiscount)
    }

    @Test("removing the code restores the full total")
    func removePromo() {
        let (model, carts) = makeModel(Sample.cart([(cents: 1_500, quantity: 1)], promotion: Promotion(code: "SAVE20", percentOff: 20)))

        model.removePromo()

        #expect(carts.cart.total == Money(cents: 1_500))
        #expect(!model.showsDiscount)
    }
}
