import Driver

/// The order confirmation after paying.
struct ConfirmationPage: TabbedScreen {
    static let name = "Order Confirmation"
    static func landmark(in app: App) -> Element { app.staticTexts["orderConfirmationTitle"] }

    let app: App

    /// The order's number, e.g. "Order #1004".
    var orderNumber: Element { app.staticTexts["orderNumberLabel"] }
    /// What was paid.
    var total: Element { app.staticTexts["confirmation.total"] }
    /// Back to the shop.
    var continueShoppingButton: Element { app.buttons["continueShoppingButton"] }

    /// Goes back to the shop.
    func continueShopping() async throws -> ShopPage {
        try await continueShoppingButton.tap()
        return try await ShopPage(app)
    }
}
