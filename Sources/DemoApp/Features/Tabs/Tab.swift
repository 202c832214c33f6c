/// The tabs along the bottom of the app, in order.
enum Tab: CaseIterable, Hashable {
    case shop, cart, orders, profile

    /// The tab button's identifier: the same in every locale, as the seeds query
    /// `app.tabBars.buttons["Orders"]`.
    var identifier: String {
        switch self {
        case .shop: "Shop"
        case .cart: "Cart"
        case .orders: "Orders"
        case .profile: "Profile"
        }
    }
}
