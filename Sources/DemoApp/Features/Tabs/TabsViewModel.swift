/// The tabbed part of the app: which tab shows, and what each tab has pushed.
///
/// It creates each screen's view model with the dependencies it needs and moves
/// between them; the screens decide everything else.
final class TabsViewModel {
    /// Where the cart tab has got to.
    enum CartStep {
        case cart
        case checkout(CheckoutViewModel)
        case confirmation(ConfirmationViewModel)
    }

    private(set) var selectedTab: Tab = .shop
    /// The product page pushed over the shop, if any.
    private(set) var productDetail: ProductDetailViewModel?
    private(set) var cartStep: CartStep = .cart

    private let dependencies: AppDependencies
    private let alerts: AlertViewModel
    private let onSignInRequested: () -> Void
    private let onSignedOut: () -> Void

    init(dependencies: AppDependencies, alerts: AlertViewModel, onSignInRequested: @escaping () -> Void, onSignedOut: @escaping () -> Void) {
        self.dependencies = dependencies
        self.alerts = alerts
        self.onSignInRequested = onSignInRequested
        self.onSignedOut = onSignedOut
    }

    private(set) lazy var shop: ShopViewModel = ShopViewModel(catalog: dependencies.catalog, alerts: alerts) { [unowned self] product in
        self.productDetail = ProductDetailViewModel(product: product, carts: self.dependencies.carts) { [unowned self] in
            self.productDetail = nil
        }
    }

    private(set) lazy var cart: CartViewModel = CartViewModel(carts: dependencies.carts, promotions: dependencies.promotions) { [unowned self] in
        self.cartStep = .checkout(self.makeCheckout())
    }

    private(set) lazy var orders: OrdersViewModel = OrdersViewModel(
        repository: dependencies.orders, signedInUser: dependencies.signedInUser, alerts: alerts,
        onSignInRequested: { [unowned self] in self.onSignInRequested() }
    )

    private(set) lazy var profile: ProfileViewModel = ProfileViewModel(
        signedInUser: dependencies.signedInUser,
        onSignOut: { [unowned self] in self.onSignedOut() },
        onSignInRequested: { [unowned self] in self.onSignInRequested() }
    )

    /// The number on the cart tab: the items in the cart, nil when it is empty.
    var cartBadge: Int? {
        let count = dependencies.carts.cart.itemCount
        return count > 0 ? count : nil
    }

    /// Shows `tab`. Choosing the tab already showing goes back to its first screen.
    func select(_ tab: Tab) {
        if tab == selectedTab { popToRoot() }
        selectedTab = tab
        switch tab {
        case .shop: shop.appear()
        case .orders: orders.appear()
        case .cart, .profile: break
        }
    }

    /// Esc or a back button: leaves the pushed screen of the current tab, if any.
    func goBack() {
        switch selectedTab {
        case .shop:
            productDetail?.goBack()
        case .cart:
            switch cartStep {
            case .cart: break
            case let .checkout(checkout): checkout.goBack()
            case .confirmation: cartStep = .cart
            }
        case .orders, .profile:
            break
        }
    }

    /// Back to the first screen of every tab and to the shop, as after signing out.
    func reset() {
        productDetail = nil
        cartStep = .cart
        selectedTab = .shop
    }

    private func popToRoot() {
        switch selectedTab {
        case .shop: productDetail = nil
        case .cart: goBack()
        case .orders, .profile: break
        }
    }

    private func makeCheckout() -> CheckoutViewModel {
        CheckoutViewModel(
            carts: dependencies.carts, orders: dependencies.orders, signedInUser: dependencies.signedInUser, alerts: alerts,
            onOrderPlaced: { [unowned self] order in
                self.cartStep = .confirmation(
                    ConfirmationViewModel(order: order) { [unowned self] in
                        self.cartStep = .cart
                        self.productDetail = nil
                        self.select(.shop)
                    })
            },
            onBack: { [unowned self] in self.cartStep = .cart }
        )
    }
}
