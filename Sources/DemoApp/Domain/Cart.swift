/// What the shopper is about to buy: lines in the order they were added, and at most
/// one promotion.
struct Cart: Hashable, Sendable {
    private(set) var lines: [CartLine] = []
    var promotion: Promotion?

    init(lines: [CartLine] = [], promotion: Promotion? = nil) {
        self.lines = lines
        self.promotion = promotion
    }

    var isEmpty: Bool { lines.isEmpty }

    /// How many items, counting each unit: what the tab badge shows.
    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    var subtotal: Money { lines.map(\.total).sum() }

    /// What the promotion takes off the subtotal.
    var discount: Money { promotion?.discount(on: subtotal) ?? .zero }

    var total: Money { subtotal - discount }

    /// The discount split over the lines in proportion to their totals, adding up to
    /// `discount` exactly: what each line of an order records.
    var lineDiscounts: [Money] {
        discount.allocated(proportionallyTo: lines.map(\.total.cents))
    }

    /// How many of `productID` the cart holds.
    func quantity(of productID: String) -> Int {
        lines.first { $0.productID == productID }?.quantity ?? 0
    }

    /// Adds one of `product`: a new line, or one more on its existing line.
    mutating func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.productID == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(productID: product.id, name: product.name, unitPrice: product.price, quantity: 1))
        }
    }

    /// One more of the line at `index`.
    mutating func increment(at index: Int) {
        guard lines.indices.contains(index) else { return }
        lines[index].quantity += 1
    }

    /// One fewer of the line at `index`; the line goes when it would reach zero.
    mutating func decrement(at index: Int) {
        guard lines.indices.contains(index) else { return }
        if lines[index].quantity > 1 {
            lines[index].quantity -= 1
        } else {
            lines.remove(at: index)
        }
    }

    /// Removes the line at `index`.
    mutating func remove(at index: Int) {
        guard lines.indices.contains(index) else { return }
        lines.remove(at: index)
    }

    /// Empties the cart and drops the promotion, as after an order.
    mutating func clear() {
        lines = []
        promotion = nil
    }
}

/// Keeps the cart across launches. Reads and writes are immediate: the cart lives
/// on the device.
protocol CartRepository: AnyObject {
    var cart: Cart { get }
    func save(_ cart: Cart)
}
