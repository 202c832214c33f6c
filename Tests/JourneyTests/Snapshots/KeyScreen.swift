import Driver
import Testing

/// A screen worth a text snapshot, with the journey that reaches it from a launch
/// with fixed data (reset state, stub scenarios, the app's fixed calendar).
enum KeyScreen: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case signIn = "sign-in"
    case shop
    case product
    case cartWithPromo = "cart-with-promo"
    case checkout
    case confirmation
    case orders
    case profile
    case offlineAlert = "offline-alert"

    var testDescription: String { rawValue }

    /// The scenario the journey starts from.
    var launchOptions: [LaunchOption] {
        switch self {
        case .signIn: []
        case .shop, .product: [.mockCatalog]
        case .cartWithPromo, .checkout, .confirmation: [.mockCartWithItem]
        case .orders: [.mockLoggedInUser, .mockOrders]
        case .profile: [.mockLoggedInUser]
        case .offlineAlert: [.network(.offline)]
        }
    }

    /// Takes the freshly launched `app` to the screen.
    func open(in app: App) async throws {
        switch self {
        case .signIn: _ = try await LoginPage(app)
        case .shop: _ = try await ShopPage(app)
        case .product: _ = try await ShopPage(app).openProduct(0).addToCart()
        case .cartWithPromo: _ = try await ShopPage(app).openCart().apply(.save20)
        case .checkout: _ = try await ShopPage(app).openCart().checkout(with: .validAddress)
        case .confirmation: _ = try await ShopPage(app).openCart().checkout(with: .validAddress).pay()
        case .orders: _ = try await ShopPage(app).openOrders()
        case .profile: _ = try await ShopPage(app).openProfile()
        case .offlineAlert: _ = try await LoginPage(app).signInExpectingAlert(as: .standard, OfflineAlert.self)
        }
    }
}
