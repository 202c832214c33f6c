/// A product's page: what it is, what it costs, and adding it to the cart.
final class ProductDetailViewModel {
    let product: Product
    /// Whether something was added since the page opened: shows the confirmation.
    private(set) var didAdd = false

    private let carts: any CartRepository
    private let onBack: () -> Void

    init(product: Product, carts: any CartRepository, onBack: @escaping () -> Void) {
        self.product = product
        self.carts = carts
        self.onBack = onBack
    }

    /// How many of this product the cart holds.
    var quantityInCart: Int { carts.cart.quantity(of: product.id) }

    /// Puts one more in the cart, at once: the cart lives on the device.
    func addToCart() {
        var cart = carts.cart
        cart.add(product)
        carts.save(cart)
        didAdd = true
    }

    func goBack() {
        onBack()
    }
}
