@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Cart")
struct CartTests {
    @Test("adding a product twice makes one line of two")
    func addingTwiceIncrementsLine() {
        var cart = Cart()

        cart.add(Sample.product(1))
        cart.add(Sample.product(1))

        #expect(cart.lines.count == 1)
        #expect(cart.lines.first?.quantity == 2)
    }

    @Test("the item count counts every unit")
    func itemCountCountsUnits() {
        let cart = Sample.cart([(cents: 500, quantity: 2), (cents: 300, quantity: 3)])

        #expect(cart.itemCount == 5)
    }

    @Test("the subtotal is each line's price times its quantity")
    func subtotal() {
        let cart = Sample.cart([(cents: 1_999, quantity: 2), (cents: 350, quantity: 1)])

        #expect(cart.subtotal == Money(cents: 4_348))
    }

    @Test("decrementing a line of one removes it")
    func decrementFromOneRemoves() {
        var cart = Sample.cart([(cents: 500, quantity: 1), (cents: 300, quantity: 1)])

        cart.decrement(at: 0)

        #expect(cart.lines.map(\.productID) == ["p1"])
    }

    @Test("decrementing a line of two leaves one")
    func decrementFromTwo() {
        var cart = Sample.cart([(cents: 500, quantity: 2)])

        cart.decrement(at: 0)

        #expect(cart.lines.first?.quantity == 1)
    }

    @Test("an index outside the cart changes nothing")
    func outOfRangeIndexIsIgnored() {
        var cart = Sample.cart([(cents: 500, quantity: 1)])
        let before = cart

        cart.increment(at: 3)
        cart.decrement(at: -1)
        cart.remove(at: 1)

        #expect(cart == before)
    }

    @Test("SAVE20 takes 20% off the subtotal, rounded to the cent")
    func promotionDiscount() {
        let cart = Sample.cart([(cents: 999, quantity: 1)], promotion: Promotion(code: "SAVE20", percentOff: 20))

        #expect(cart.discount == Money(cents: 200))
        #expect(cart.total == Money(cents: 799))
    }

    @Test("without a promotion the total is the subtotal")
    func noPromotion() {
        let cart = Sample.cart([(cents: 1_200, quantity: 1)])

        #expect(cart.discount == .zero)
        #expect(cart.total == Money(cents: 1_200))
    }

    @Test(
        "line discounts add up to the cart's discount",
        arguments: [
            [(cents: 999, quantity: 1), (cents: 333, quantity: 3), (cents: 1, quantity: 1)],
            [(cents: 8_999, quantity: 1)],
            [(cents: 15, quantity: 1), (cents: 15, quantity: 1), (cents: 15, quantity: 1)],
        ])
    func lineDiscountsAddUp(items: [(cents: Int, quantity: Int)]) {
        let cart = Sample.cart(items, promotion: Promotion(code: "SAVE20", percentOff: 20))

        #expect(cart.lineDiscounts.sum() == cart.discount)
        #expect(cart.lineDiscounts.count == cart.lines.count)
    }

    @Test("clearing empties the lines and drops the promotion")
    func clear() {
        var cart = Sample.cart([(cents: 500, quantity: 2)], promotion: Promotion(code: "SAVE20", percentOff: 20))

        cart.clear()

        #expect(cart.isEmpty)
        #expect(cart.promotion == nil)
    }
}
