"""The shop's dashboard, the cart and checkout."""

from __future__ import annotations

from terminal_journeys.sync import App, expect


class ShopPage:
    """The "Shop" dashboard: the product list and the tab bar."""

    def __init__(self, app: App) -> None:
        self.app = app
        expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")

    def add_first_product_to_cart(self) -> "ShopPage":
        self.app.cells["productCell_0"].tap()
        self.app.buttons["addToCartButton"].tap()
        expect(self.app.static_texts["cartConfirmationLabel"]).to_exist()
        return self

    def open_cart(self) -> "CartPage":
        self.app.tab_bars.buttons["Cart"].tap()
        return CartPage(self.app)


class CartPage:
    """The cart: its items, a promo code, and checkout."""

    def __init__(self, app: App) -> None:
        self.app = app
        expect(app.static_texts["cartTitle"]).to_exist()

    def apply_promo(self, code: str) -> "CartPage":
        self.app.text_fields["promoCodeField"].type_text(code)
        self.app.buttons["applyPromoButton"].tap()
        expect(self.app.static_texts["promoAppliedLabel"]).to_exist()
        return self

    def check_out(self) -> "CheckoutPage":
        expect(self.app.buttons["checkoutButton"]).to_be_enabled()
        self.app.buttons["checkoutButton"].tap()
        return CheckoutPage(self.app)


class CheckoutPage:
    """The order summary and the address form."""

    def __init__(self, app: App) -> None:
        self.app = app
        expect(app.static_texts["orderSummaryTitle"]).to_have_label("Order Summary")

    def fill_address(self, name: str, street: str, city: str, postcode: str) -> "CheckoutPage":
        self.app.text_fields["addressNameField"].type_text(name)
        self.app.text_fields["addressStreetField"].type_text(street)
        self.app.text_fields["addressCityField"].type_text(city)
        self.app.text_fields["addressPostcodeField"].type_text(postcode)
        return self

    def pay(self) -> "ConfirmationPage":
        self.app.buttons["checkout.pay"].tap()
        return ConfirmationPage(self.app)


class ConfirmationPage:
    """The order confirmation."""

    def __init__(self, app: App) -> None:
        self.app = app
        expect(app.static_texts["orderConfirmationTitle"]).to_have_label("Order Confirmed")

    @property
    def order_number(self) -> str:
        return self.app.static_texts["orderNumberLabel"].label
