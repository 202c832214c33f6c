@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI

/// Fakes of the app's repositories for view-model tests: requests wait until the test
/// answers them, so every test decides when and how "the network" replies.

/// Thrown when a test answers a request nobody made.
struct NoPendingRequest: Error, CustomStringConvertible {
    let fake: String
    var description: String { "\(fake) has no request waiting for an answer" }
}

/// Requests that wait for the test to answer them, oldest first.
final class PendingRequests<Response> {
    private var completions: [(Response) -> Void] = []
    private let name: String

    init(_ name: String) {
        self.name = name
    }

    var count: Int { completions.count }

    func append(_ completion: @escaping (Response) -> Void) {
        completions.append(completion)
    }

    /// Answers the oldest waiting request.
    func answer(_ response: Response) throws {
        guard !completions.isEmpty else { throw NoPendingRequest(fake: name) }
        completions.removeFirst()(response)
    }
}

final class FakeAuthService: AuthService {
    private(set) var attempts: [(email: String, password: String)] = []
    let requests = PendingRequests<Result<User, SignInError>>("FakeAuthService")

    func signIn(email: String, password: String, completion: @escaping (Result<User, SignInError>) -> Void) {
        attempts.append((email, password))
        requests.append(completion)
    }
}

final class FakeSignedInUserStore: SignedInUserStore {
    private(set) var currentUser: User?

    init(_ user: User? = nil) {
        currentUser = user
    }

    func setCurrentUser(_ user: User?) {
        currentUser = user
    }
}

final class FakeCatalogRepository: CatalogRepository {
    private(set) var queries: [String] = []
    let requests = PendingRequests<Result<[Product], RequestFailure>>("FakeCatalogRepository")

    func products(matching query: String, completion: @escaping (Result<[Product], RequestFailure>) -> Void) {
        queries.append(query)
        requests.append(completion)
    }
}

final class InMemoryCartRepository: CartRepository {
    private(set) var cart: Cart
    private(set) var saveCount = 0

    init(_ cart: Cart = Cart()) {
        self.cart = cart
    }

    func save(_ cart: Cart) {
        self.cart = cart
        saveCount += 1
    }
}

final class FakeOrderRepository: OrderRepository {
    private(set) var listedOwners: [String] = []
    private(set) var placed: [OrderRequest] = []
    let listRequests = PendingRequests<Result<[Order], RequestFailure>>("FakeOrderRepository.orders")
    let placeRequests = PendingRequests<Result<Order, CheckoutFailure>>("FakeOrderRepository.placeOrder")

    func orders(for owner: String, completion: @escaping (Result<[Order], RequestFailure>) -> Void) {
        listedOwners.append(owner)
        listRequests.append(completion)
    }

    func placeOrder(_ request: OrderRequest, completion: @escaping (Result<Order, CheckoutFailure>) -> Void) {
        placed.append(request)
        placeRequests.append(completion)
    }
}

/// Sample values.
enum Sample {
    static let user = User(email: "user@example.com")
    static let day = CalendarDay(year: 2025, month: 6, day: 2)!
    static let address = DeliveryAddress(name: "Alex Doe", street: "1 Main Street", city: "Springfield", postcode: "12345")

    static func product(_ number: Int, cents: Int = 1_000, name: String? = nil) -> Product {
        Product(id: "p\(number)", name: name ?? "Product \(number)", price: Money(cents: cents), summary: "About product \(number)")
    }

    static func cart(_ items: [(cents: Int, quantity: Int)], promotion: Promotion? = nil) -> Cart {
        var cart = Cart(promotion: promotion)
        for (index, item) in items.enumerated() {
            for _ in 0..<item.quantity { cart.add(product(index, cents: item.cents)) }
        }
        return cart
    }

    static func order(number: Int, owner: String? = "user@example.com", totalCents: Int = 1_200) -> Order {
        Order(
            number: number, owner: owner, placedOn: day,
            lines: [OrderLine(name: "Canvas Tote Bag", quantity: 1, total: Money(cents: totalCents), discount: .zero)],
            discount: .zero, total: Money(cents: totalCents), address: address)
    }
}
