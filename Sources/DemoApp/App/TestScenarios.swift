#if DEBUG
import AppAutomation
import ScreenModel

/// The stub scenarios and simulated conditions the test-only launch flags choose.
///
/// Compiled into debug builds only: a release binary holds none of this code, so
/// no launch argument can sign anyone in there.
enum TestScenarios {
    /// The account `--mock-logged-in-user` signs in.
    static let standardUser = User(email: "user@example.com")

    /// Latency of a normal stub request: small but real, so every journey exercises
    /// the path where the answer arrives after the command's reply.
    static let defaultLatencyMilliseconds = 1
    /// Latency under `--network slow`.
    static let slowLatencyMilliseconds = 1_500

    /// The day a test run thinks it is, so order dates never depend on the wall clock.
    static let today = CalendarDay(year: 2025, month: 6, day: 2)!
    static let days = DaySource.fixed(today)

    /// The product `--mock-cart-with-item` puts in the cart: the first in the
    /// catalog, at €12.00.
    static var cartItem: Product { BuiltInCatalog.products[0] }

    static func networkConditions(profile: LaunchOptions.NetworkProfile, latency: Int?) -> NetworkSimulator.Conditions {
        switch profile {
        case .online:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds)
        case .slow:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? slowLatencyMilliseconds)
        case .offline:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds, isOffline: true)
        case .flaky:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds, isFlaky: true)
        }
    }

    /// Whether the scenarios put the shopper straight into the shop, as the seeds'
    /// journeys that start by tapping a product expect.
    static func opensInShop(_ scenarios: Set<LaunchOptions.Scenario>) -> Bool {
        scenarios.contains(.mockCatalog) || scenarios.contains(.mockCartWithItem)
    }

    /// Seeds the data the scenario flags ask for, after any reset. Seeding twice
    /// (a relaunch without `--reset-state`) adds nothing.
    static func seed(_ scenarios: Set<LaunchOptions.Scenario>, signedInUser: any SignedInUserStore, carts: any CartRepository, orders: OrderStore) {
        if scenarios.contains(.mockLoggedInUser) {
            signedInUser.setCurrentUser(standardUser)
        }
        if scenarios.contains(.mockCartWithItem), carts.cart.isEmpty {
            var cart = carts.cart
            cart.add(cartItem)
            carts.save(cart)
        }
        if scenarios.contains(.mockOrders) {
            for email in Accounts.builtIn.emails.sorted(by: >) where orders.orders(for: email).isEmpty {
                for history in pastOrders {
                    orders.append { number in history.order(number: number, owner: email) }
                }
            }
        }
    }

    /// One seeded past order.
    private struct PastOrder {
        let day: CalendarDay
        let items: [(productIndex: Int, quantity: Int)]

        func order(number: Int, owner: String) -> Order {
            let products = BuiltInCatalog.products
            let lines = items.map { item in
                OrderLine(
                    name: products[item.productIndex].name, quantity: item.quantity,
                    total: products[item.productIndex].price * item.quantity, discount: .zero)
            }
            return Order(
                number: number, owner: owner, placedOn: day, lines: lines, discount: .zero,
                total: lines.map(\.total).sum(),
                address: DeliveryAddress(name: "Alex Doe", street: "1 Main Street", city: "Springfield", postcode: "12345")
            )
        }
    }

    /// Three past orders, oldest first, as `--mock-orders` gives each stub account.
    private static let pastOrders = [
        PastOrder(day: CalendarDay(year: 2025, month: 1, day: 12)!, items: [(3, 2), (7, 1)]),
        PastOrder(day: CalendarDay(year: 2025, month: 3, day: 4)!, items: [(1, 1)]),
        PastOrder(day: CalendarDay(year: 2025, month: 5, day: 20)!, items: [(0, 1), (5, 2), (9, 3)]),
    ]

    /// Declines every charge: `--payment declined`.
    final class DecliningPaymentGateway: PaymentGateway {
        func approves(_ amount: Money) -> Bool { false }
    }

    /// Lets a test change the simulated network while the app runs (`network` to
    /// `online`, `offline`, `slow` or `flaky`), as a device's connection comes and goes.
    static func conditionHandler(for network: NetworkSimulator) -> (String, String) -> CommandRefusal? {
        { [weak network] name, value in
            guard name == "network" else {
                return CommandRefusal(.unsupportedCondition, "unknown condition '\(name)'; the app simulates: network")
            }
            guard let network, let profile = LaunchOptions.NetworkProfile(rawValue: value) else {
                return CommandRefusal(.unsupportedCondition, "unknown network condition '\(value)'; expected online, offline, slow or flaky")
            }
            network.conditions = networkConditions(profile: profile, latency: nil)
            return nil
        }
    }
}
#endif
