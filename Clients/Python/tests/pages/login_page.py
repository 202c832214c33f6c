"""The shop's sign-in screen."""

from __future__ import annotations

from terminal_journeys.sync import App, Element, expect

from .shop_page import ShopPage


class LoginPage:
    """The "Sign In" screen: email, password, log in, or continue as a guest."""

    def __init__(self, app: App) -> None:
        self.app = app
        expect(app.static_texts["loginTitle"]).to_exist()

    @property
    def email_field(self) -> Element:
        return self.app.text_fields["emailField"]

    @property
    def password_field(self) -> Element:
        return self.app.secure_text_fields["passwordField"]

    @property
    def login_button(self) -> Element:
        return self.app.buttons["loginButton"]

    @property
    def error_label(self) -> Element:
        return self.app.static_texts["loginErrorLabel"]

    def fill(self, email: str, password: str) -> "LoginPage":
        self.email_field.type_text(email)
        self.password_field.type_text(password)
        return self

    def sign_in(self, email: str, password: str) -> ShopPage:
        self.fill(email, password).login_button.tap()
        return ShopPage(self.app)

    def sign_in_expecting_refusal(self, email: str, password: str) -> "LoginPage":
        self.fill(email, password).login_button.tap()
        expect(self.error_label).to_exist()
        return self

    def continue_as_guest(self) -> ShopPage:
        self.app.buttons["guestButton"].tap()
        return ShopPage(self.app)
