/// The page after paying: which order was placed, and the way back to the shop.
final class ConfirmationViewModel {
    let order: Order
    private let onContinueShopping: () -> Void

    init(order: Order, onContinueShopping: @escaping () -> Void) {
        self.order = order
        self.onContinueShopping = onContinueShopping
    }

    func continueShopping() {
        onContinueShopping()
    }
}
