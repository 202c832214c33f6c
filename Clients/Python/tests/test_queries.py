"""Queries past a type and an identifier, and the reads of an element, through the sync API
and the async one: what each names, and what the app answers for it."""

from __future__ import annotations

import asyncio
import re

import pytest

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys.sync import App, expect


def test_a_query_reads_as_the_journey_syntax_names_it(journey_app: App) -> None:
    assert repr(journey_app.buttons.matching("loginButton")) == 'app.buttons.matching(identifier: "loginButton")'
    assert repr(journey_app.navigation_bars.static_texts) == "app.navigationBars.staticTexts"
    assert journey_app.buttons.element(bound_by=1).query == "buttons.element(boundBy: 1)"


def test_an_apps_session_is_the_servers_id_for_it_in_both_apis(journey_app: App) -> None:
    assert re.fullmatch(r"s[0-9]+", journey_app.session)
    assert journey_app.session == journey_app._inner.session


def test_the_index_of_a_match_is_given_by_name_as_swifts_bound_by(journey_app: App) -> None:
    # A query of the sync API and one of the async API, whose elements no call reads.
    for buttons in (journey_app.buttons, journey_app._inner.buttons):
        with pytest.raises(TypeError):
            buttons.element(1)  # type: ignore[call-arg]
        assert buttons.element(bound_by=1).query == "buttons.element(boundBy: 1)"


def test_the_nth_match_the_first_match_and_the_matches_of_an_identifier_are_those_elements(journey_app: App) -> None:
    assert journey_app.buttons.element(bound_by=1).identifier == "guestButton"
    assert journey_app.buttons.first_match.identifier == "loginButton"
    assert journey_app.buttons.matching("guestButton").first_match.label == "Continue as Guest"
    assert journey_app.navigation_bars.static_texts.first_match.label == "Sign In"


def test_a_fields_value_is_its_text_and_a_buttons_is_none(journey_app: App) -> None:
    field = journey_app.text_fields["emailField"]
    assert field.value == ""
    field.type_text("ada@example.org")
    assert field.value == "ada@example.org"
    expect(field).to_have_value("ada@example.org")
    assert journey_app.buttons["guestButton"].value is None


def test_a_private_name_is_no_element_type(journey_app: App) -> None:
    with pytest.raises(AttributeError):
        journey_app.buttons._private  # noqa: B018 (the read is the test)
    assert not hasattr(journey_app.buttons, "_private")
    assert not hasattr(journey_app, "_private")


def test_the_tree_lists_the_elements_with_their_states_and_an_element_waited_gone_is_gone(journey_app: App) -> None:
    tree = journey_app.tree()
    assert 'button "Log In" #loginButton [disabled]' in tree
    journey_app.buttons["guestButton"].tap()
    journey_app.buttons["guestButton"].wait_until_gone()
    assert journey_app.buttons["guestButton"].exists is False
    assert "#guestButton" not in journey_app.tree()


def test_the_async_api_reads_the_same_elements_by_the_same_queries() -> None:
    async def journey() -> list[object]:
        driver = await AsyncDriver.start()
        try:
            app = await driver.launch()
            query = app.buttons.matching("guestButton")
            found: list[object] = [
                repr(query),
                await app.buttons.element(bound_by=1).identifier,
                await app.buttons.first_match.identifier,
                await app.text_fields["emailField"].value,
                await app.buttons["guestButton"].value,
                hasattr(app.buttons, "_private") or hasattr(app, "_private"),
                "#loginButton [disabled]" in await app.tree(),
            ]
            await query.first_match.tap()
            await app.buttons["guestButton"].wait_until_gone()
            found.append(await app.buttons["guestButton"].exists)
            return found
        finally:
            await driver.close()

    assert asyncio.run(journey()) == [
        'app.buttons.matching(identifier: "guestButton")', "guestButton", "loginButton", "", None, False, True, False,
    ]


def row_of(app: App, identifier: str) -> int:
    return int(app.cells[identifier].attributes()["frame"]["y"])


def test_a_swipe_up_scrolls_the_list_on_and_a_swipe_down_back_from_the_element_or_the_screen(journey_app: App) -> None:
    journey_app.buttons["guestButton"].tap()
    top = row_of(journey_app, "productCell_0")

    journey_app.tables["productTable"].swipe_up()
    assert row_of(journey_app, "productCell_0") < top
    journey_app.tables["productTable"].swipe_down()
    assert row_of(journey_app, "productCell_0") == top

    journey_app.swipe_up()
    assert row_of(journey_app, "productCell_0") < top
    journey_app.swipe_down()
    assert row_of(journey_app, "productCell_0") == top
