"""The shop's sign-in screen."""

from __future__ import annotations

from terminal_journeys.sync import App, Element

from .screen import Screen
from .shop_data import Account
from .shop_page import ShopPage


class LoginPage(Screen):
    """The sign-in screen, shown at launch without a session: email, password, or continue as a guest."""

    name = "Sign In"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The screen's title."""
        return app.static_texts["loginTitle"]

    @property
    def email_field(self) -> Element:
        """The email."""
        return self.app.text_fields["emailField"]

    @property
    def password_field(self) -> Element:
        """The password; its value is masked."""
        return self.app.secure_text_fields["passwordField"]

    @property
    def login_button(self) -> Element:
        """Disabled until both fields hold text."""
        return self.app.buttons["loginButton"]

    @property
    def error_label(self) -> Element:
        """Shown after refused credentials."""
        return self.app.static_texts["loginErrorLabel"]

    def fill(self, account: Account) -> LoginPage:
        """Types the email and password without submitting them."""
        self.email_field.type_text(account.email)
        self.password_field.type_text(account.password)
        return self

    def sign_in(self, account: Account) -> ShopPage:
        """Signs in with ``account`` and lands in the shop."""
        self.fill(account).login_button.tap()
        return ShopPage(self.app)

    def sign_in_expecting_refusal(self, account: Account) -> LoginPage:
        """Tries ``account``, which the shop should refuse, and stays here once the error shows."""
        self.fill(account).login_button.tap()
        self.error_label.wait_for_existence()
        return self

    def continue_as_guest(self) -> ShopPage:
        """Skips signing in and browses the shop as a guest."""
        self.app.buttons["guestButton"].tap()
        return ShopPage(self.app)
