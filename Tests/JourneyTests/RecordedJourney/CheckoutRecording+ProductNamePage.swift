import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["productNameLabel"]`.
    struct ProductNamePage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["productNameLabel"] }

        let app: App

        /// `buttons["addToCartButton"]`.
        var addToCartButton: Element { app.buttons["addToCartButton"] }
        /// `buttons["Cart"]`.
        var cart: Element { app.buttons["Cart"] }

        /// Does what the recording did on this screen, and lands on CartPage.
        func tapCart() async throws -> CartPage {
            try await addToCartButton.tap()
            try await cart.tap()
            return try await CartPage(app)
        }
    }
}
