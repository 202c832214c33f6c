import Driver

/// Checkout: the order summary, the delivery address form, and the pay button.
struct CheckoutPage: TabbedScreen {
    static let name = "Checkout"
    static func landmark(in app: App) -> Element { app.staticTexts["checkoutTitle"] }

    let app: App

    /// "Order Summary" in English.
    var summaryTitle: Element { app.staticTexts["orderSummaryTitle"] }
    /// Shown only with a promo code.
    var discount: Element { app.staticTexts["checkout.discount"] }
    /// The total to pay.
    var total: Element { app.staticTexts["checkout.total"] }
    /// The recipient's name (required, at most 60 characters).
    var nameField: Element { app.textFields["addressNameField"] }
    /// The street and number (required).
    var streetField: Element { app.textFields["addressStreetField"] }
    /// The city (required).
    var cityField: Element { app.textFields["addressCityField"] }
    /// The postcode: 3 to 10 letters, digits, spaces or dashes, with a digit.
    var postcodeField: Element { app.textFields["addressPostcodeField"] }
    /// The name's problem, after a first attempt to pay.
    var nameError: Element { app.staticTexts["addressNameError"] }
    /// The street's problem, after a first attempt to pay.
    var streetError: Element { app.staticTexts["addressStreetError"] }
    /// The city's problem, after a first attempt to pay.
    var cityError: Element { app.staticTexts["addressCityError"] }
    /// The postcode's problem, after a first attempt to pay.
    var postcodeError: Element { app.staticTexts["addressPostcodeError"] }
    /// Its label names the amount: "Pay €12.00".
    var payButton: Element { app.buttons["checkout.pay"] }
    /// Back to the cart (Esc does the same).
    var backButton: Element { app.navigationBars["checkoutNavigationBar"].buttons["backButton"] }

    /// The summary line at `index`, e.g. "2 × Running Shoes".
    func summaryItem(_ index: Int) -> Element { app.staticTexts["summaryItem_\(index)"] }
    /// The price of the summary line at `index`.
    func summaryItemTotal(_ index: Int) -> Element { app.staticTexts["summaryItemTotal_\(index)"] }

    /// Replaces whatever the form holds with `address`.
    func enter(_ address: DeliveryAddress) async throws -> CheckoutPage {
        for (field, text) in [(nameField, address.name), (streetField, address.street), (cityField, address.city), (postcodeField, address.postcode)] {
            try await field.clearText()
            try await field.typeText(text)
        }
        return self
    }

    /// Pays and lands on the confirmation once the payment has gone through.
    func pay() async throws -> ConfirmationPage {
        try await payButton.tap()
        return try await ConfirmationPage(app)
    }

    /// Pays with a card the app declines, and returns the alert that says so.
    func payExpectingDecline() async throws -> PaymentDeclinedAlert {
        try await payButton.tap()
        return try await PaymentDeclinedAlert(app)
    }

    /// Pays with a form the app refuses, and stays here with each field's problem shown.
    func payExpectingProblems() async throws -> CheckoutPage {
        try await payButton.tap()
        return self
    }

    /// Goes back to the cart.
    func goBack() async throws -> CartPage {
        try await backButton.tap()
        return try await CartPage(app)
    }
}
