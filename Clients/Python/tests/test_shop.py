"""The demo shop driven through journey serve: sign-in and checkout by page objects."""

from __future__ import annotations

import asyncio
from typing import Callable

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys import expect as async_expect
from terminal_journeys.sync import App, expect

from pages.login_page import LoginPage
from pages.shop_page import ShopPage


def test_a_guest_reaches_the_shop_and_reads_its_title(journey_app: App) -> None:
    LoginPage(journey_app).continue_as_guest()

    assert journey_app.static_texts["dashboardTitle"].label == "Shop"


def test_the_login_button_is_enabled_only_once_both_fields_are_filled(journey_app: App) -> None:
    page = LoginPage(journey_app)
    expect(page.login_button).to_be_disabled()
    assert page.login_button.is_enabled is False

    page.fill("user@example.com", "securePass1")

    expect(page.login_button).to_be_enabled()
    assert page.login_button.is_enabled is True


def test_a_wrong_password_is_refused_with_the_apps_message(journey_app: App) -> None:
    page = LoginPage(journey_app).sign_in_expecting_refusal("user@example.com", "not-the-password")

    expect(page.error_label).to_have_label("Incorrect email or password.")
    assert journey_app.static_texts["dashboardTitle"].exists is False


def test_the_right_password_signs_in(journey_app: App) -> None:
    LoginPage(journey_app).sign_in("user@example.com", "securePass1")

    assert journey_app.static_texts["dashboardTitle"].exists is True


def test_a_guest_checks_out_with_a_promo_code_and_gets_an_order_number(launch: Callable[..., App]) -> None:
    app = launch(arguments=["--uitesting", "--reset-state", "--mock-catalog"])
    cart = ShopPage(app).add_first_product_to_cart().open_cart().apply_promo("SAVE20")

    confirmation = cart.check_out().fill_address("Ada Lovelace", "12 St James's Square", "London", "SW1Y 4JH").pay()

    assert confirmation.order_number.startswith("Order #")


def test_the_async_api_signs_in_with_the_same_names() -> None:
    async def journey() -> str:
        driver = await AsyncDriver.start()
        try:
            app = await driver.launch()
            await app.text_fields["emailField"].type_text("user@example.com")
            await app.secure_text_fields["passwordField"].type_text("securePass1")
            await app.buttons["loginButton"].tap()
            await async_expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")
            return await app.static_texts["dashboardTitle"].label
        finally:
            await driver.close()

    assert asyncio.run(journey()) == "Shop"


def test_the_field_typed_into_has_focus_and_the_other_not(journey_app: App) -> None:
    page = LoginPage(journey_app)
    page.email_field.type_text("user@example.com")

    assert page.email_field.has_focus is True
    assert page.password_field.has_focus is False
