@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Below 70 columns the checkout stacks its summary over the address form, and keeps the
/// form's heading and its blank rows only when at least three rows are left over.
@Suite("Checkout layout in one column")
struct CheckoutLayoutTests {
    /// The checkout of a one-line cart, with or without a promo code and with or without
    /// the address problems an empty form shows after a first attempt to pay, at `size`.
    func tree(size: Size, promo: Bool = false, problems: Bool = false) throws -> ElementTree {
        let harness = try ScreenLayoutTests.Harness(size: size, locale: .en)
        var cart = Cart(promotion: promo ? Promotion(code: "SAVE20", percentOff: 20) : nil)
        cart.add(BuiltInCatalog.products[0])
        harness.carts.save(cart)
        harness.tabs.select(.cart)
        harness.tabs.cart.checkout()
        if problems, case let .checkout(checkout) = harness.tabs.cartStep { checkout.pay() }
        return harness.host.currentTree(generation: 1)
    }

    func showsHeading(_ tree: ElementTree) -> Bool {
        tree.root.containsDescendant { $0.identifier == "addressTitle" }
    }

    /// The first screen height, from 10 rows up, at which the heading shows.
    func firstHeightWithHeading(width: Int, promo: Bool = false, problems: Bool = false) throws -> Int? {
        for height in 10...60 where showsHeading(try tree(size: Size(width: width, height: height), promo: promo, problems: problems)) {
            return height
        }
        return nil
    }

    @Test(
        "the heading appears exactly when three rows are spare, and stays at every height above",
        arguments: [
            // A promo code's discount row and each address problem need a row more; at 40
            // columns the tab bar takes two rows; the key legend always takes the last.
            (width: 40, promo: false, problems: false, height: 18),
            (width: 40, promo: true, problems: false, height: 19),
            (width: 40, promo: false, problems: true, height: 22),
            (width: 69, promo: false, problems: false, height: 17),
        ])
    func headingThreshold(width: Int, promo: Bool, problems: Bool, height: Int) throws {
        let first = try firstHeightWithHeading(width: width, promo: promo, problems: problems)

        #expect(first == height)
        for taller in height...(height + 15) {
            #expect(showsHeading(try tree(size: Size(width: width, height: taller), promo: promo, problems: problems)))
        }
    }

    @Test("from 70 columns the summary and the form sit side by side, the heading always shown")
    func twoColumns() throws {
        let tree = try tree(size: Size(width: 70, height: 14))

        #expect(showsHeading(tree))
    }
}
