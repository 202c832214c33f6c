import ScreenModel
import TerminalUI

/// The cart screen: quantities, the promo code, the totals, and the way to checkout.
final class CartViewModel {
    /// What the promo row says.
    enum PromoMessage: Equatable {
        /// The code typed is not one the shop knows.
        case unknown(code: String)
    }

    private(set) var promoText = ""
    private(set) var promoMessage: PromoMessage?
    private(set) var scrollPosition = ScrollPosition()

    private let carts: any CartRepository
    private let promotions: any PromotionRepository
    private let onCheckout: () -> Void

    init(carts: any CartRepository, promotions: any PromotionRepository, onCheckout: @escaping () -> Void) {
        self.carts = carts
        self.promotions = promotions
        self.onCheckout = onCheckout
    }

    var cart: Cart { carts.cart }

    /// Checkout needs something to buy.
    var canCheckout: Bool { !cart.isEmpty }

    /// Apply needs a code typed.
    var canApplyPromo: Bool { !promoText.trimmingWhitespace.isEmpty }

    /// Whether to show the discount row.
    var showsDiscount: Bool { cart.promotion != nil }

    func increment(_ index: Int) {
        update { $0.increment(at: index) }
    }

    /// One fewer; from one, the line goes.
    func decrement(_ index: Int) {
        update { $0.decrement(at: index) }
    }

    func remove(_ index: Int) {
        update { $0.remove(at: index) }
    }

    func editPromo(_ edit: TextEdit) {
        promoText = edit.applied(to: promoText)
    }

    /// Applies the typed code: a known one replaces any code in use and clears the
    /// field; an unknown one is named in an error and changes nothing.
    func applyPromo() {
        guard canApplyPromo else { return }
        let typed = promoText.trimmingWhitespace
        guard let promotion = promotions.promotion(forCode: typed) else {
            promoMessage = .unknown(code: typed)
            return
        }
        promoMessage = nil
        promoText = ""
        update { $0.promotion = promotion }
    }

    /// Stops using the promo code.
    func removePromo() {
        update { $0.promotion = nil }
    }

    func checkout() {
        guard canCheckout else { return }
        onCheckout()
    }

    func scroll(_ direction: SwipeDirection, visibleRows: Int) {
        scrollPosition.scroll(direction, visibleRows: visibleRows, rowCount: cart.lines.count)
    }

    func reveal(_ row: Int, visibleRows: Int) {
        scrollPosition.reveal(row, visibleRows: visibleRows, rowCount: cart.lines.count)
    }

    private func update(_ change: (inout Cart) -> Void) {
        var cart = carts.cart
        change(&cart)
        carts.save(cart)
    }
}
