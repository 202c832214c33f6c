"""Buying in the demo shop, as Tests/JourneyTests/Journeys/CheckoutJourneyTests.swift does in Swift."""

from __future__ import annotations

from typing import Callable

from terminal_journeys.sync import App

from pages.login_page import LoginPage
from pages.shop_data import STANDARD_USER, VALID_ADDRESS
from pages.shop_page import ShopPage


def test_adding_a_product_and_paying_confirms_the_order_with_its_number(journey_app: App) -> None:
    shop = LoginPage(journey_app).sign_in(STANDARD_USER)

    confirmation = shop.open_product(0).add_to_cart().open_cart().check_out(VALID_ADDRESS).pay()

    assert confirmation.order_number.label == "Order #1001"
    assert confirmation.total.label == "€12.00"
    assert not confirmation.cart_badge.exists, "paying empties the cart"


def test_a_guest_with_the_save20_code_pays_a_fifth_less(launch: Callable[..., App]) -> None:
    app = launch(arguments=["--uitesting", "--reset-state", "--mock-cart-with-item"])
    cart = ShopPage(app).open_cart()

    confirmation = cart.apply_promo("SAVE20").check_out(VALID_ADDRESS).pay()

    assert confirmation.order_number.label == "Order #1001"
    assert confirmation.total.label == "€9.60"
