import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["orderConfirmationTitle"]`.
    struct OrderConfirmationPage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["orderConfirmationTitle"] }

        let app: App

        /// `buttons["continueShoppingButton"]`.
        var continueShoppingButton: Element { app.buttons["continueShoppingButton"] }
    }
}
