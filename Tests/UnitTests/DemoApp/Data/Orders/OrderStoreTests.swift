@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Order store")
struct OrderStoreTests {
    let storage = MemoryStateStorage()

    func request(owner: String? = "user@example.com") -> OrderRequest {
        OrderRequest(
            cart: Sample.cart([(cents: 999, quantity: 1), (cents: 333, quantity: 2)], promotion: Promotion(code: "SAVE20", percentOff: 20)),
            address: Sample.address, owner: owner)
    }

    @Test("orders are numbered from 1001, one more each time")
    func numbering() {
        let store = OrderStore(storage: storage) { _ in }

        let first = store.record(request(), on: Sample.day)
        let second = store.record(request(owner: nil), on: Sample.day)

        #expect([first.number, second.number] == [1001, 1002])
    }

    @Test("an order's line discounts add up to its discount and its total is the cart's")
    func orderAddsUp() {
        let store = OrderStore(storage: storage) { _ in }

        let order = store.record(request(), on: Sample.day)

        #expect(order.lines.map(\.discount).sum() == order.discount)
        #expect(order.total == request().cart.total)
    }

    @Test("an owner sees only their orders, newest first")
    func ordersForOwner() {
        let store = OrderStore(storage: storage) { _ in }
        _ = store.record(request(), on: Sample.day)
        _ = store.record(request(owner: "test@example.com"), on: Sample.day)
        _ = store.record(request(), on: Sample.day)

        #expect(store.orders(for: "user@example.com").map(\.number) == [1003, 1001])
    }

    @Test("orders survive a relaunch and numbering carries on")
    func persisted() {
        _ = OrderStore(storage: storage) { _ in }.record(request(), on: Sample.day)

        let reopened = OrderStore(storage: storage) { _ in }

        #expect(reopened.all.count == 1)
        #expect(reopened.nextNumber == 1002)
    }

    @Test("an order whose lines do not add up to its total makes the file corrupt")
    func inconsistentOrderRefused() {
        var json = OrderCoding.encode(Sample.order(number: 1001))
        if case var .object(fields) = json { fields["total"] = .integer(1); json = .object(fields) }

        #expect(OrderCoding.decode(json) == nil)
    }
}
