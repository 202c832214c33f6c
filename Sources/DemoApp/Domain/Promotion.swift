/// A promo code and what it takes off.
struct Promotion: Hashable, Sendable {
    /// The code as customers type it, in capitals, e.g. `SAVE20`.
    let code: String
    /// The share of the subtotal taken off, in per cent (1...100).
    let percentOff: Int

    /// The reduction on `subtotal`, rounded to the cent.
    func discount(on subtotal: Money) -> Money {
        subtotal.percentage(percentOff)
    }
}

/// The promo codes the shop accepts.
protocol PromotionRepository: AnyObject {
    /// The promotion for `code` (matched ignoring case and surrounding spaces), or nil
    /// for a code the shop does not know.
    func promotion(forCode code: String) -> Promotion?
}
