@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Tabs view model")
struct TabsViewModelTests {
    let catalog = FakeCatalogRepository()
    let carts = InMemoryCartRepository()
    let orders = FakeOrderRepository()
    let signedInUser = FakeSignedInUserStore(Sample.user)

    func makeModel() -> TabsViewModel {
        let dependencies = AppDependencies(
            auth: FakeAuthService(), signedInUser: signedInUser, catalog: catalog, carts: carts,
            promotions: BuiltInPromotions(), orders: orders
        )
        return TabsViewModel(dependencies: dependencies, alerts: AlertViewModel(), onSignInRequested: {}, onSignedOut: {})
    }

    @Test("the cart badge counts items and disappears when the cart is empty")
    func badge() {
        let model = makeModel()
        #expect(model.cartBadge == nil)

        carts.save(Sample.cart([(cents: 100, quantity: 2), (cents: 100, quantity: 1)]))

        #expect(model.cartBadge == 3)
    }

    @Test("choosing a product pushes its page; back pops it")
    func productPushAndPop() throws {
        let model = makeModel()
        model.select(.shop)
        try catalog.requests.answer(.success([Sample.product(1)]))

        model.shop.select(0)
        #expect(model.productDetail?.product.id == "p1")
        model.goBack()

        #expect(model.productDetail == nil)
    }

    @Test("choosing the shop tab while on a product returns to the list")
    func reselectingTabPopsToRoot() throws {
        let model = makeModel()
        model.select(.shop)
        try catalog.requests.answer(.success([Sample.product(1)]))
        model.shop.select(0)

        model.select(.shop)

        #expect(model.productDetail == nil)
    }

    @Test("selecting Orders loads the orders each time")
    func ordersReloadOnSelect() {
        let model = makeModel()

        model.select(.orders)
        model.select(.shop)
        model.select(.orders)

        #expect(orders.listedOwners.count == 2)
    }

    @Test("checkout, payment and continue shopping go cart → checkout → confirmation → shop")
    func checkoutFlow() throws {
        carts.save(Sample.cart([(cents: 1_200, quantity: 1)]))
        let model = makeModel()
        model.select(.cart)

        model.cart.checkout()
        guard case let .checkout(checkout) = model.cartStep else { Issue.record("expected checkout"); return }
        for field in DeliveryAddress.Field.allCases { checkout.edit(field, .insert(Sample.address[field])) }
        checkout.pay()
        try orders.placeRequests.answer(.success(Sample.order(number: 1001)))
        guard case let .confirmation(confirmation) = model.cartStep else { Issue.record("expected confirmation"); return }
        confirmation.continueShopping()

        #expect(model.selectedTab == .shop)
        if case .cart = model.cartStep {} else { Issue.record("the cart tab should be back at the cart") }
    }
}
