/// The promo codes the shop knows.
final class BuiltInPromotions: PromotionRepository {
    private let promotions: [Promotion]

    init(_ promotions: [Promotion] = BuiltInPromotions.standard) {
        self.promotions = promotions
    }

    /// The codes every composition accepts.
    static let standard = [Promotion(code: "SAVE20", percentOff: 20)]

    func promotion(forCode code: String) -> Promotion? {
        let wanted = code.trimmingWhitespace.uppercased()
        return promotions.first { $0.code == wanted }
    }
}
