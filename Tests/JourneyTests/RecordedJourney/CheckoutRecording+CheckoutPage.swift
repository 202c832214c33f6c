import Driver

extension CheckoutRecording {
    /// The screen whose landmark is `staticTexts["checkoutTitle"]`.
    struct CheckoutPage: Screen {
        static func landmark(in app: App) -> Element { app.staticTexts["checkoutTitle"] }

        let app: App

        /// `textFields["addressNameField"]`.
        var addressNameField: Element { app.textFields["addressNameField"] }
        /// `textFields["addressStreetField"]`.
        var addressStreetField: Element { app.textFields["addressStreetField"] }
        /// `textFields["addressCityField"]`.
        var addressCityField: Element { app.textFields["addressCityField"] }
        /// `textFields["addressPostcodeField"]`.
        var addressPostcodeField: Element { app.textFields["addressPostcodeField"] }
        /// `buttons["checkout.pay"]`.
        var checkoutPay: Element { app.buttons["checkout.pay"] }

        /// Does what the recording did on this screen, and lands on OrderConfirmationPage.
        func tapCheckoutPay(addressNameField addressNameFieldText: String, addressStreetField addressStreetFieldText: String, addressCityField addressCityFieldText: String, addressPostcodeField addressPostcodeFieldText: String) async throws -> OrderConfirmationPage {
            try await addressNameField.typeText(addressNameFieldText)
            try await addressStreetField.typeText(addressStreetFieldText)
            try await addressCityField.typeText(addressCityFieldText)
            try await addressPostcodeField.typeText(addressPostcodeFieldText)
            try await checkoutPay.tap()
            return try await OrderConfirmationPage(app)
        }
    }
}
