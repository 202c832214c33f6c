@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Product detail view model")
struct ProductDetailViewModelTests {
    let carts = InMemoryCartRepository()

    @Test("adding puts one in the cart at once and shows the confirmation")
    func addToCart() {
        let model = ProductDetailViewModel(product: Sample.product(1, cents: 1_200), carts: carts) {}

        model.addToCart()

        #expect(carts.cart.quantity(of: "p1") == 1)
        #expect(model.didAdd)
    }

    @Test("adding twice makes two of it")
    func addTwice() {
        let model = ProductDetailViewModel(product: Sample.product(1), carts: carts) {}

        model.addToCart()
        model.addToCart()

        #expect(model.quantityInCart == 2)
    }

    @Test("the confirmation does not show before adding")
    func noConfirmationBeforeAdding() {
        let model = ProductDetailViewModel(product: Sample.product(1), carts: carts) {}

        #expect(!model.didAdd)
    }
}
