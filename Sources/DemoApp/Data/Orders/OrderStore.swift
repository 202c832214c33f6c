/// The backend's record of placed orders, kept in `orders.json` in the state directory.
final class OrderStore {
    static let file = StateFile<[Order]>(
        name: "orders.json", key: "orders",
        encode: { .array($0.map(OrderCoding.encode)) },
        decode: { json in
            guard let values = json.arrayValue else { return nil }
            var orders: [Order] = []
            for value in values {
                guard let order = OrderCoding.decode(value), !orders.contains(where: { $0.number == order.number }) else { return nil }
                orders.append(order)
            }
            return orders
        }
    )

    private let stored: PersistedValue<[Order]>

    init(storage: any StateStorage, report: @escaping (String) -> Void) {
        stored = PersistedValue(file: Self.file, storage: storage, initial: [], report: report)
    }

    /// Every order, in the order they were recorded.
    var all: [Order] { stored.value }

    /// The orders of `owner`, newest first.
    func orders(for owner: String) -> [Order] {
        stored.value.filter { $0.owner == owner }.sorted { $0.number > $1.number }
    }

    /// The number the next order gets: one more than any so far.
    var nextNumber: Int {
        (stored.value.map(\.number).max() ?? Order.firstNumber - 1) + 1
    }

    /// Records an order for `request` placed on `day`, numbered next.
    func record(_ request: OrderRequest, on day: CalendarDay) -> Order {
        let cart = request.cart
        let lines = zip(cart.lines, cart.lineDiscounts).map { line, discount in
            OrderLine(name: line.name, quantity: line.quantity, total: line.total, discount: discount)
        }
        let order = Order(
            number: nextNumber, owner: request.owner, placedOn: day, lines: lines,
            discount: cart.discount, total: cart.total, address: request.address.trimmed
        )
        stored.set(stored.value + [order])
        return order
    }

    /// Adds orders built elsewhere (seeded history), numbering them next in turn.
    func append(_ make: (_ number: Int) -> Order) {
        stored.set(stored.value + [make(nextNumber)])
    }

    /// Writes the orders again under a new revision (for the save-loop fault).
    func rewrite() {
        stored.save()
    }
}
