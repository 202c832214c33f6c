import Driver

/// "Payment Declined": the card was refused; nothing was charged and the cart is kept.
struct PaymentDeclinedAlert: AlertScreen {
    static let name = "payment declined alert"
    static func landmark(in app: App) -> Element { app.alerts["paymentDeclinedAlert"] }

    let app: App

    /// Dismisses the alert; the cart is kept.
    var okButton: Element { button("alertOKButton") }

    /// Dismisses the alert and returns to checkout, the form as it was.
    func dismiss() async throws -> CheckoutPage {
        try await okButton.tap()
        return try await CheckoutPage(app)
    }
}
