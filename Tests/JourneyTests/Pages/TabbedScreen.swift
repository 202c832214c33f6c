import Driver

/// A screen with the tab bar at the bottom (everything after sign-in, and the shop a
/// guest browses): adds the tabs and the cart badge to its page.
protocol TabbedScreen: Screen {}

extension TabbedScreen {
    /// The number of units in the cart, beside the Cart tab; absent when the cart is empty.
    var cartBadge: Element { app.tabBars["tabBar"].staticTexts["cart.badge"] }

    /// The tab button with `identifier` (the same in every language).
    func tab(_ identifier: String) -> Element { app.tabBars["tabBar"].buttons[identifier] }

    /// Opens the Shop tab at its first screen.
    func openShop() async throws -> ShopPage {
        try await tab("Shop").tap()
        return try await ShopPage(app)
    }

    /// Opens the Cart tab.
    func openCart() async throws -> CartPage {
        try await tab("Cart").tap()
        return try await CartPage(app)
    }

    /// Opens the Orders tab as a signed-in user; reading its orders waits until they
    /// have loaded (or failed to, with an alert over them).
    func openOrders() async throws -> OrdersPage {
        try await tab("Orders").tap()
        return try await OrdersPage(app)
    }

    /// Opens the Profile tab as a signed-in user.
    func openProfile() async throws -> ProfilePage {
        try await tab("Profile").tap()
        return try await ProfilePage(app)
    }

    /// Opens Orders or Profile as a guest, which asks to sign in first.
    func openExpectingSignInRequest(_ tabIdentifier: String) async throws -> SignInRequiredPage {
        try await tab(tabIdentifier).tap()
        return try await SignInRequiredPage(app)
    }
}
