import Driver

/// The cart: its lines with steppers, a promo code, the money, and checkout.
struct CartPage: TabbedScreen {
    static let name = "Cart"
    static func landmark(in app: App) -> Element { app.staticTexts["cartTitle"] }

    let app: App

    /// One per line in the cart.
    var itemCells: ElementQuery { app.tables["cartTable"].cells.matching(.identifier(beginsWith: "cartItemCell_")) }
    /// Shown when the cart holds nothing.
    var emptyCartLabel: Element { app.staticTexts["emptyCartLabel"] }
    /// Where a promo code is typed; Enter applies it.
    var promoCodeField: Element { app.textFields["promoCodeField"] }
    /// Disabled until a code is typed.
    var applyPromoButton: Element { app.buttons["applyPromoButton"] }
    /// Shown after an unknown code.
    var promoErrorLabel: Element { app.staticTexts["promoErrorLabel"] }
    /// The code in use, e.g. "SAVE20 applied: 20% off".
    var promoAppliedLabel: Element { app.staticTexts["promoAppliedLabel"] }
    /// Stops using the promo code.
    var removePromoButton: Element { app.buttons["removePromoButton"] }
    /// The lines' total before any discount.
    var subtotal: Element { app.staticTexts["cart.subtotal"] }
    /// Shown only with a code, as a negative amount.
    var discount: Element { app.staticTexts["cart.discount"] }
    /// What checkout will charge.
    var total: Element { app.staticTexts["cart.total"] }
    /// Disabled while the cart is empty.
    var checkoutButton: Element { app.buttons["checkoutButton"] }

    /// The line at `index`; label: the product's name, value: the quantity.
    func itemCell(_ index: Int) -> Element { app.cells["cartItemCell_\(index)"] }
    /// The quantity of the line at `index`.
    func quantity(_ index: Int) -> Element { app.staticTexts["cartItemQuantity_\(index)"] }
    /// The price of the line at `index`.
    func lineTotal(_ index: Int) -> Element { app.staticTexts["cartItemTotal_\(index)"] }

    /// Adds one more of the line at `index`.
    func increaseQuantity(ofItem index: Int) async throws -> CartPage {
        try await app.buttons["cartItemIncrement_\(index)"].tap()
        return self
    }

    /// Removes the line at `index`, whatever its quantity.
    func removeItem(_ index: Int) async throws -> CartPage {
        try await app.buttons["cartItemRemove_\(index)"].tap()
        return self
    }

    /// Types `code` and applies it; the journey then checks what the cart says.
    func apply(_ code: PromoCode) async throws -> CartPage {
        try await promoCodeField.typeText(code.text)
        try await applyPromoButton.tap()
        return self
    }

    /// Goes to checkout without filling anything in.
    func checkout() async throws -> CheckoutPage {
        try await checkoutButton.tap()
        return try await CheckoutPage(app)
    }

    /// Goes to checkout and fills in the delivery address, ready to pay.
    func checkout(with address: DeliveryAddress) async throws -> CheckoutPage {
        try await checkout().enter(address)
    }
}
