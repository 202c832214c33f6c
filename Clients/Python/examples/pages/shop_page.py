"""The shop after sign-in: the catalog, a product, the cart, checkout and the confirmation."""

from __future__ import annotations

from terminal_journeys.sync import App, Element

from .screen import Screen
from .shop_data import DeliveryAddress


class TabbedScreen(Screen):
    """A screen with the tab bar at the bottom: everything after sign-in, and the shop a guest browses."""

    @property
    def cart_badge(self) -> Element:
        """The number of units in the cart, beside the Cart tab; absent when the cart is empty."""
        return self.app.tab_bars.static_texts["cart.badge"]

    def open_cart(self) -> CartPage:
        """Opens the Cart tab."""
        self.app.tab_bars.buttons["Cart"].tap()
        return CartPage(self.app)


class ShopPage(TabbedScreen):
    """The shop, the home screen: the catalog and the tab bar."""

    name = "Shop"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The title, "Shop" in English."""
        return app.static_texts["dashboardTitle"]

    @property
    def title(self) -> Element:
        """The title, "Shop" in English."""
        return self.landmark(self.app)

    def product_cell(self, index: int) -> Element:
        """The product at ``index`` in the catalog; label: its name, value: its price."""
        return self.app.cells[f"productCell_{index}"]

    def open_product(self, index: int) -> ProductPage:
        """Opens the product at ``index``, which must be on screen."""
        self.product_cell(index).tap()
        return ProductPage(self.app)


class ProductPage(TabbedScreen):
    """A product's detail screen, pushed over the shop."""

    name = "Product"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The product's navigation bar."""
        return app.navigation_bars["productNavigationBar"]

    @property
    def confirmation_label(self) -> Element:
        """The "Added to cart" label, once added."""
        return self.app.static_texts["cartConfirmationLabel"]

    def add_to_cart(self) -> ProductPage:
        """Adds one to the cart and stays here; the confirmation shows when it returns."""
        self.app.buttons["addToCartButton"].tap()
        self.confirmation_label.wait_for_existence()
        return self


class CartPage(TabbedScreen):
    """The cart: its lines, a promo code, the money, and checkout."""

    name = "Cart"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The cart's title."""
        return app.static_texts["cartTitle"]

    @property
    def promo_applied_label(self) -> Element:
        """The code in use, e.g. "SAVE20 applied: 20% off"."""
        return self.app.static_texts["promoAppliedLabel"]

    @property
    def total(self) -> Element:
        """What checkout will charge."""
        return self.app.static_texts["cart.total"]

    @property
    def checkout_button(self) -> Element:
        """Disabled while the cart is empty."""
        return self.app.buttons["checkoutButton"]

    def apply_promo(self, code: str) -> CartPage:
        """Types ``code`` and applies it; the journey then checks what the cart says."""
        self.app.text_fields["promoCodeField"].type_text(code)
        self.app.buttons["applyPromoButton"].tap()
        return self

    def check_out(self, address: DeliveryAddress) -> CheckoutPage:
        """Goes to checkout and fills in the delivery address, ready to pay."""
        self.checkout_button.tap()
        return CheckoutPage(self.app).enter(address)


class CheckoutPage(TabbedScreen):
    """Checkout: the order summary, the delivery address form, and the pay button."""

    name = "Checkout"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The checkout's title."""
        return app.static_texts["checkoutTitle"]

    @property
    def total(self) -> Element:
        """The total to pay."""
        return self.app.static_texts["checkout.total"]

    def enter(self, address: DeliveryAddress) -> CheckoutPage:
        """Types ``address`` into the empty form."""
        self.app.text_fields["addressNameField"].type_text(address.name)
        self.app.text_fields["addressStreetField"].type_text(address.street)
        self.app.text_fields["addressCityField"].type_text(address.city)
        self.app.text_fields["addressPostcodeField"].type_text(address.postcode)
        return self

    def pay(self) -> ConfirmationPage:
        """Pays and lands on the confirmation once the payment has gone through."""
        self.app.buttons["checkout.pay"].tap()
        return ConfirmationPage(self.app)


class ConfirmationPage(TabbedScreen):
    """The order confirmation after paying."""

    name = "Order Confirmation"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The confirmation's title."""
        return app.static_texts["orderConfirmationTitle"]

    @property
    def order_number(self) -> Element:
        """The order's number, e.g. "Order #1001"."""
        return self.app.static_texts["orderNumberLabel"]

    @property
    def total(self) -> Element:
        """What was paid."""
        return self.app.static_texts["confirmation.total"]
