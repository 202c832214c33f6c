import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["cartTitle"]`.
    struct CartPage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["cartTitle"] }

        let app: App

        /// `textFields["promoCodeField"]`.
        var promoCodeField: Element { app.textFields["promoCodeField"] }
        /// `buttons["checkoutButton"]`.
        var checkoutButton: Element { app.buttons["checkoutButton"] }

        /// Does what the recording did on this screen, and lands on CheckoutPage.
        func tapCheckoutButton(promoCodeField promoCodeFieldText: String) async throws -> CheckoutPage {
            try await promoCodeField.typeText(promoCodeFieldText)
            try await checkoutButton.tap()
            return try await CheckoutPage(app)
        }
    }
}
