"""Signing in to the demo shop, as Tests/JourneyTests/Journeys/SignInJourneyTests.swift does in Swift."""

from __future__ import annotations

from terminal_journeys.sync import App

from pages.login_page import LoginPage
from pages.shop_data import STANDARD_USER, WRONG_PASSWORD
from pages.shop_page import ShopPage


def test_signing_in_as_the_standard_user_opens_the_shop(journey_app: App) -> None:
    shop = LoginPage(journey_app).sign_in(STANDARD_USER)

    assert shop.title.label == "Shop"


def test_a_wrong_password_shows_the_error_and_stays_on_the_sign_in_screen(journey_app: App) -> None:
    login = LoginPage(journey_app).sign_in_expecting_refusal(WRONG_PASSWORD)

    assert login.error_label.label == "Incorrect email or password."
    assert not ShopPage.landmark(journey_app).exists
