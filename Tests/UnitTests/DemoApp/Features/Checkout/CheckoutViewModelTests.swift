@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Checkout view model")
struct CheckoutViewModelTests {
    let carts = InMemoryCartRepository(Sample.cart([(cents: 1_200, quantity: 2)], promotion: Promotion(code: "SAVE20", percentOff: 20)))
    let orders = FakeOrderRepository()
    let alerts = AlertViewModel()
    let placed = Placed()

    final class Placed {
        var orders: [Order] = []
    }

    func makeModel(user: User? = Sample.user) -> CheckoutViewModel {
        let placed = placed
        return CheckoutViewModel(
            carts: carts, orders: orders, signedInUser: FakeSignedInUserStore(user), alerts: alerts,
            onOrderPlaced: { placed.orders.append($0) }, onBack: {}
        )
    }

    func fill(_ model: CheckoutViewModel, _ address: DeliveryAddress = Sample.address) {
        for field in DeliveryAddress.Field.allCases {
            model.edit(field, .insert(address[field]))
        }
    }

    @Test("no field shows a problem before the first attempt to pay")
    func noProblemsBeforeAttempt() {
        let model = makeModel()

        #expect(DeliveryAddress.Field.allCases.allSatisfy { model.problem(with: $0) == nil })
    }

    @Test("paying with an empty form shows every field's problem and sends nothing")
    func payingWithEmptyFormShowsProblems() {
        let model = makeModel()

        model.pay()

        #expect(DeliveryAddress.Field.allCases.allSatisfy { model.problem(with: $0) == .missing })
        #expect(orders.placed.isEmpty)
        #expect(!model.isPaying)
    }

    @Test("after an attempt, fixing a field clears its problem as the shopper types")
    func fixingFieldClearsProblem() {
        let model = makeModel()
        model.pay()

        model.edit(.city, .insert("Springfield"))

        #expect(model.problem(with: .city) == nil)
        #expect(model.problem(with: .name) == .missing)
    }

    @Test("paying with a complete address places the order for the cart, the address and the user")
    func payPlacesOrder() throws {
        let model = makeModel()
        fill(model)

        model.pay()

        let request = try #require(orders.placed.first)
        #expect(request.cart == carts.cart)
        #expect(request.address == Sample.address)
        #expect(request.owner == "user@example.com")
        #expect(model.isPaying)
        #expect(!model.canPay)
    }

    @Test("a guest's order has no owner")
    func guestOrderHasNoOwner() {
        let model = makeModel(user: nil)
        fill(model)

        model.pay()

        #expect(orders.placed.first?.owner == nil)
    }

    @Test("a placed order empties the cart and shows the confirmation")
    func successEmptiesCart() throws {
        let model = makeModel()
        fill(model)
        model.pay()

        try orders.placeRequests.answer(.success(Sample.order(number: 1004)))

        #expect(carts.cart.isEmpty)
        #expect(placed.orders.map(\.number) == [1004])
        #expect(!model.isPaying)
    }

    @Test("a declined payment shows its alert and keeps the cart")
    func declinedKeepsCart() throws {
        let model = makeModel()
        fill(model)
        let before = carts.cart
        model.pay()

        try orders.placeRequests.answer(.failure(.paymentDeclined))

        #expect(alerts.current?.kind == .paymentDeclined)
        #expect(carts.cart == before)
        #expect(placed.orders.isEmpty)
        #expect(model.canPay)
    }

    @Test("a failed request shows an alert whose retry pays again")
    func failedRequestRetries() throws {
        let model = makeModel()
        fill(model)
        model.pay()
        try orders.placeRequests.answer(.failure(.request(.offline)))

        alerts.retry()

        #expect(orders.placed.count == 2)
    }

    @Test("Pay is disabled when the cart is empty")
    func payDisabledWhenEmpty() {
        carts.save(Cart())
        let model = makeModel()
        fill(model)

        model.pay()

        #expect(!model.canPay)
        #expect(orders.placed.isEmpty)
    }

    @Test("the address cannot change while paying")
    func noEditsWhilePaying() {
        let model = makeModel()
        fill(model)
        model.pay()

        model.edit(.name, .clear)

        #expect(model.address.name == Sample.address.name)
    }
}
