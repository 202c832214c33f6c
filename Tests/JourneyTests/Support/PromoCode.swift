/// A promo code a journey types into the cart.
struct PromoCode: Sendable {
    let text: String

    /// Takes 20% off the subtotal.
    static let save20 = PromoCode(text: "SAVE20")
    /// A code the shop does not know.
    static let unknown = PromoCode(text: "BOGUS10")
}
