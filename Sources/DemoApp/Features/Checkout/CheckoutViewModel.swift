import ScreenModel
import TerminalUI

/// The checkout: the order summary, the delivery address with its validation, and
/// paying.
final class CheckoutViewModel {
    private(set) var address = DeliveryAddress()
    /// Whether the shopper has tried to pay: field problems show only from then on.
    private(set) var hasAttemptedPayment = false
    private(set) var isPaying = false
    /// Why the last payment's request failed, if it did: the screen says so once the
    /// alert is gone, and Pay tries again.
    private(set) var paymentFailure: RequestFailure?
    private(set) var summaryPosition = ScrollPosition()

    private let carts: any CartRepository
    private let orders: any OrderRepository
    private let signedInUser: any SignedInUserStore
    private let alerts: AlertViewModel
    private let onOrderPlaced: (Order) -> Void
    private let onBack: () -> Void

    init(
        carts: any CartRepository, orders: any OrderRepository, signedInUser: any SignedInUserStore, alerts: AlertViewModel,
        onOrderPlaced: @escaping (Order) -> Void, onBack: @escaping () -> Void
    ) {
        self.carts = carts
        self.orders = orders
        self.signedInUser = signedInUser
        self.alerts = alerts
        self.onOrderPlaced = onOrderPlaced
        self.onBack = onBack
    }

    var cart: Cart { carts.cart }

    /// Pay is enabled while there is something to pay for and no payment is running.
    var canPay: Bool { !cart.isEmpty && !isPaying }

    /// The problem to show under `field`: none until the shopper has tried to pay.
    func problem(with field: DeliveryAddress.Field) -> DeliveryAddress.Problem? {
        hasAttemptedPayment ? address.problem(with: field) : nil
    }

    func edit(_ field: DeliveryAddress.Field, _ edit: TextEdit) {
        guard !isPaying else { return }
        address[field] = edit.applied(to: address[field])
    }

    /// Pays for the cart when the address is complete: on success the cart empties
    /// and the confirmation shows; a declined card or a failed request shows an alert
    /// and keeps the cart.
    func pay() {
        guard canPay else { return }
        hasAttemptedPayment = true
        guard address.problems.isEmpty else { return }
        isPaying = true
        paymentFailure = nil
        let request = OrderRequest(cart: cart, address: address.trimmed, owner: signedInUser.currentUser?.email)
        orders.placeOrder(request) { [weak self] result in
            guard let self else { return }
            self.isPaying = false
            switch result {
            case let .success(order):
                var cart = self.carts.cart
                cart.clear()
                self.carts.save(cart)
                self.onOrderPlaced(order)
            case .failure(.paymentDeclined):
                self.alerts.presentPaymentDeclined()
            case let .failure(.request(failure)):
                self.paymentFailure = failure
                self.alerts.present(failure) { [weak self] in self?.pay() }
            }
        }
    }

    func goBack() {
        guard !isPaying else { return }
        onBack()
    }

    func scrollSummary(_ direction: SwipeDirection, visibleRows: Int) {
        summaryPosition.scroll(direction, visibleRows: visibleRows, rowCount: cart.lines.count)
    }

    func revealSummary(_ row: Int, visibleRows: Int) {
        summaryPosition.reveal(row, visibleRows: visibleRows, rowCount: cart.lines.count)
    }
}
