/// One product in the cart and how many of it.
struct CartLine: Hashable, Sendable {
    let productID: String
    let name: String
    /// The price of one, as it was when added.
    let unitPrice: Money
    /// At least 1: a line whose quantity would reach 0 is removed instead.
    var quantity: Int

    /// The price of the whole line.
    var total: Money { unitPrice * quantity }
}
