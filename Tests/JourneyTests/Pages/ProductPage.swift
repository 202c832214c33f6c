import Driver

/// A product's detail screen, pushed over the shop.
struct ProductPage: TabbedScreen {
    static let name = "Product"
    static func landmark(in app: App) -> Element { app.navigationBars["productNavigationBar"] }

    let app: App

    /// The product's name, in the navigation bar.
    var nameLabel: Element { app.staticTexts["productNameLabel"] }
    /// The price, formatted for the locale.
    var priceLabel: Element { app.staticTexts["productPriceLabel"] }
    /// A line about the product.
    var descriptionLabel: Element { app.staticTexts["productDescriptionLabel"] }
    /// Adds one to the cart.
    var addToCartButton: Element { app.buttons["addToCartButton"] }
    /// "Added to cart", once added.
    var confirmationLabel: Element { app.staticTexts["cartConfirmationLabel"] }
    /// How many of this product the cart holds, e.g. "2 in your cart".
    var inCartLabel: Element { app.staticTexts["productInCartLabel"] }
    /// Back to the shop (Esc does the same).
    var backButton: Element { app.navigationBars["productNavigationBar"].buttons["backButton"] }

    /// Adds one to the cart and stays here; the confirmation shows when it returns.
    func addToCart() async throws -> ProductPage {
        try await addToCartButton.tap()
        try await confirmationLabel.waitUntilExists()
        return self
    }

    /// Goes back to the shop.
    func goBack() async throws -> ShopPage {
        try await backButton.tap()
        return try await ShopPage(app)
    }
}
