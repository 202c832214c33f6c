@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Test scenarios")
struct TestScenariosTests {
    let storage = MemoryStateStorage()

    func seed(_ scenarios: Set<LaunchOptions.Scenario>) -> (PersistedSignedInUserStore, PersistedCartRepository, OrderStore) {
        let signedInUser = PersistedSignedInUserStore(storage: storage) { _ in }
        let carts = PersistedCartRepository(storage: storage) { _ in }
        let orders = OrderStore(storage: storage) { _ in }
        TestScenarios.seed(scenarios, signedInUser: signedInUser, carts: carts, orders: orders)
        return (signedInUser, carts, orders)
    }

    @Test("--mock-logged-in-user signs in user@example.com")
    func loggedInUser() {
        let (signedInUser, _, _) = seed([.mockLoggedInUser])

        #expect(signedInUser.currentUser?.email == "user@example.com")
    }

    @Test("--mock-cart-with-item puts one €12.00 item in the cart")
    func cartWithItem() {
        let (_, carts, _) = seed([.mockCartWithItem])

        #expect(carts.cart.itemCount == 1)
        #expect(carts.cart.total == Money(cents: 1_200))
    }

    @Test("--mock-orders gives each stub account three orders, user@example.com the first numbers")
    func mockOrders() {
        let (_, _, orders) = seed([.mockOrders])

        #expect(orders.orders(for: "user@example.com").map(\.number) == [1003, 1002, 1001])
        #expect(orders.orders(for: "test@example.com").map(\.number) == [1006, 1005, 1004])
    }

    @Test("seeding again on a relaunch adds nothing")
    func seedingTwiceAddsNothing() {
        _ = seed([.mockOrders, .mockCartWithItem])

        let (_, carts, orders) = seed([.mockOrders, .mockCartWithItem])

        #expect(orders.all.count == 6)
        #expect(carts.cart.itemCount == 1)
    }

    @Test(
        "the catalog and cart scenarios open in the shop; the others do not",
        arguments: [
            (scenarios: ["--mock-catalog"], opens: true),
            (["--mock-cart-with-item"], true),
            (["--mock-orders", "--mock-logged-in-user"], false),
            ([], false),
        ])
    func opensInShop(scenarios: [String], opens: Bool) {
        let chosen = Set(scenarios.compactMap(LaunchOptions.Scenario.init(rawValue:)))

        #expect(TestScenarios.opensInShop(chosen) == opens)
    }
}
