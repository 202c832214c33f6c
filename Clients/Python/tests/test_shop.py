"""The demo shop driven through journey serve: the client's reads, waits and async API, on the
examples' page objects (examples/pages; the sign-in and checkout journeys are examples/test_*.py)."""

from __future__ import annotations

import asyncio

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys import expect as async_expect
from terminal_journeys.sync import App, expect

from pages.login_page import LoginPage
from pages.shop_data import STANDARD_USER


def test_a_guest_reaches_the_shop_and_reads_its_title(journey_app: App) -> None:
    LoginPage(journey_app).continue_as_guest()

    assert journey_app.static_texts["dashboardTitle"].label == "Shop"


def test_the_login_button_is_enabled_only_once_both_fields_are_filled(journey_app: App) -> None:
    page = LoginPage(journey_app)
    expect(page.login_button).to_be_disabled()
    assert page.login_button.is_enabled is False

    page.fill(STANDARD_USER)

    expect(page.login_button).to_be_enabled()
    assert page.login_button.is_enabled is True


def test_the_async_api_signs_in_with_the_same_names() -> None:
    async def journey() -> str:
        driver = await AsyncDriver.start()
        try:
            app = await driver.launch()
            await app.text_fields["emailField"].type_text(STANDARD_USER.email)
            await app.secure_text_fields["passwordField"].type_text(STANDARD_USER.password)
            await app.buttons["loginButton"].tap()
            await async_expect(app.static_texts["dashboardTitle"]).to_have_label("Shop")
            return await app.static_texts["dashboardTitle"].label
        finally:
            await driver.close()

    assert asyncio.run(journey()) == "Shop"


def test_the_field_typed_into_has_focus_and_the_other_not(journey_app: App) -> None:
    page = LoginPage(journey_app)
    page.email_field.type_text(STANDARD_USER.email)

    assert page.email_field.has_focus is True
    assert page.password_field.has_focus is False
