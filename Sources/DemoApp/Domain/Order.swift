/// One line of a placed order, with its share of any discount.
struct OrderLine: Hashable, Sendable {
    let name: String
    let quantity: Int
    /// The line's price before the discount.
    let total: Money
    /// The line's share of the order's discount; the shares add up to the order's.
    let discount: Money
}

/// A placed, paid order.
struct Order: Hashable, Sendable {
    /// Shown as `#1004`; numbers only grow.
    let number: Int
    /// The email of the account that placed it; nil for a guest.
    let owner: String?
    let placedOn: CalendarDay
    let lines: [OrderLine]
    let discount: Money
    let total: Money
    let address: DeliveryAddress

    /// The first number the shop hands out.
    static let firstNumber = 1001
}

/// What the shopper asks for when paying.
struct OrderRequest: Hashable, Sendable {
    let cart: Cart
    let address: DeliveryAddress
    /// The signed-in email, or nil for a guest.
    let owner: String?
}

/// Why an order could not be placed.
enum CheckoutFailure: Error, Hashable, Sendable {
    /// The payment was refused; nothing was charged.
    case paymentDeclined
    /// The request failed on the way.
    case request(RequestFailure)
}

/// Places orders and lists them, over the network.
protocol OrderRepository: AnyObject {
    /// Answers, later, with the orders of `owner`, newest first.
    func orders(for owner: String, completion: @escaping (Result<[Order], RequestFailure>) -> Void)
    /// Charges for `request` and records the order; answers later with it.
    func placeOrder(_ request: OrderRequest, completion: @escaping (Result<Order, CheckoutFailure>) -> Void)
}
