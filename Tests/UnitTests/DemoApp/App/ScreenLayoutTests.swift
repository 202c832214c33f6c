@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Every screen, at the sizes and in the languages people use, lays out its elements so
/// that each one a journey can name is on screen and uncovered (unless scrolled out of
/// its table, or behind an alert).
@Suite("Screen layout")
struct ScreenLayoutTests {
    /// A host over fakes, with the fakes at hand to move it between screens.
    final class Harness {
        let auth = FakeAuthService()
        let signedInUser: FakeSignedInUserStore
        let catalog = FakeCatalogRepository()
        let carts = InMemoryCartRepository()
        let orders = FakeOrderRepository()
        let host: ViewHost

        init(size: Size, locale: AppLocale, user: User? = Sample.user) throws {
            signedInUser = FakeSignedInUserStore(user)
            let dependencies = AppDependencies(
                auth: auth, signedInUser: signedInUser, catalog: catalog, carts: carts,
                promotions: BuiltInPromotions(), orders: orders)
            host = ViewHost(app: ShopApp(model: AppModel(dependencies: dependencies), strings: .forLocale(locale)), scheduler: Scheduler(clock: VirtualClock()), screenSize: size)
            if user != nil { try catalog.requests.answer(.success(BuiltInCatalog.products)) }
        }

        var model: AppModel { host.shop.model }
        var tabs: TabsViewModel { host.shop.model.tabs }

        func fillCart() {
            var cart = Cart(promotion: Promotion(code: "SAVE20", percentOff: 20))
            for product in BuiltInCatalog.products.prefix(3) { cart.add(product) }
            carts.save(cart)
        }
    }

    /// A screen to check, and how to reach it.
    struct Scenario: CustomTestStringConvertible, Sendable {
        let name: String
        let guest: Bool
        let reach: @Sendable (Harness) throws -> Void

        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "sign-in with an error", guest: true) { harness in
            guard case let .login(login) = harness.model.screen else { return }
            login.editEmail(.insert("user@example.com"))
            login.editPassword(.insert("wrong"))
            login.submit()
            try harness.auth.requests.answer(.failure(.invalidCredentials))
        },
        Scenario(name: "shop", guest: false) { _ in },
        Scenario(name: "empty search", guest: false) { harness in
            harness.tabs.shop.editSearch(.insert("zzz"))
            harness.tabs.shop.search()
            try harness.catalog.requests.answer(.success([]))
        },
        Scenario(name: "product after adding", guest: false) { harness in
            harness.tabs.shop.select(1)
            harness.tabs.productDetail?.addToCart()
        },
        Scenario(name: "cart with a code", guest: false) { harness in
            harness.fillCart()
            harness.tabs.select(.cart)
        },
        Scenario(name: "cart with an unknown code", guest: false) { harness in
            harness.fillCart()
            harness.tabs.select(.cart)
            harness.tabs.cart.editPromo(.insert("NOPE"))
            harness.tabs.cart.applyPromo()
        },
        Scenario(name: "empty cart", guest: false) { harness in harness.tabs.select(.cart) },
        Scenario(name: "checkout with every problem", guest: false) { harness in
            harness.fillCart()
            harness.tabs.select(.cart)
            harness.tabs.cart.checkout()
            guard case let .checkout(checkout) = harness.tabs.cartStep else { return }
            checkout.pay()
        },
        Scenario(name: "confirmation", guest: false) { harness in
            harness.fillCart()
            harness.tabs.select(.cart)
            harness.tabs.cart.checkout()
            guard case let .checkout(checkout) = harness.tabs.cartStep else { return }
            for field in DeliveryAddress.Field.allCases { checkout.edit(field, .insert(Sample.address[field])) }
            checkout.pay()
            try harness.orders.placeRequests.answer(.success(Sample.order(number: 1007)))
        },
        Scenario(name: "orders", guest: false) { harness in
            harness.tabs.select(.orders)
            try harness.orders.listRequests.answer(.success((1001...1006).map { Sample.order(number: $0) }))
        },
        Scenario(name: "profile", guest: false) { harness in harness.tabs.select(.profile) },
        Scenario(name: "a guest on Orders", guest: true) { harness in
            guard case let .login(login) = harness.model.screen else { return }
            login.continueAsGuest()
            try harness.catalog.requests.answer(.success(BuiltInCatalog.products))
            harness.tabs.select(.orders)
        },
        Scenario(name: "offline alert", guest: false) { harness in
            harness.tabs.select(.orders)
            try harness.orders.listRequests.answer(.failure(.offline))
        },
    ]

    @Test(
        "every named element is on screen and uncovered", arguments: scenarios,
        [
            (Size(width: 80, height: 24), AppLocale.en), (Size(width: 40, height: 20), .en), (Size(width: 40, height: 20), .es),
            (Size(width: 40, height: 20), .ja), (Size(width: 120, height: 40), .en),
        ])
    func namedElementsAreReachable(scenario: Scenario, screen: (size: Size, locale: AppLocale)) throws {
        let harness = try Harness(size: screen.size, locale: screen.locale, user: scenario.guest ? nil : Sample.user)
        try scenario.reach(harness)

        let tree = harness.host.currentTree(generation: 1)

        var unreachable: [String] = []
        tree.walk { element, path, _ in
            guard !element.identifier.isEmpty, element.elementType != .application, element.elementType != .window else { return true }
            // An empty table is only a frame; its empty-state label may sit over it.
            if element.elementType == .table, element.children.isEmpty { return true }
            switch tree.hittabilityProblem(at: path) {
            case nil, .blockedByModal?: break
            case .offScreen? where isInsideTable(path, tree): break
            case let problem?: unreachable.append("\(element.summary): \(problem)")
            }
            return true
        }
        #expect(unreachable.isEmpty, "\(unreachable.joined(separator: "\n"))\n\(ScreenRenderer.render(tree))")
    }

    /// Whether an ancestor of the element at `path` is a table, which it may be scrolled out of.
    private func isInsideTable(_ path: ElementPath, _ tree: ElementTree) -> Bool {
        (0..<path.indices.count).contains { length in
            tree.element(at: ElementPath(Array(path.indices.prefix(length))))?.elementType == .table
        }
    }
}
