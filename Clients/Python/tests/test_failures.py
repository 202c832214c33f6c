"""Failures quote the driver's message: a missing element, an unmet expectation, a bad query."""

from __future__ import annotations

import pytest

from terminal_journeys import ExpectationFailed, JourneyError
from terminal_journeys import expect as async_expect
from terminal_journeys.sync import App, Driver, expect


def test_tapping_a_missing_button_raises_the_drivers_message_naming_the_query(journey_app: App) -> None:
    with pytest.raises(JourneyError) as raised:
        journey_app.buttons["noSuchButton"].tap()

    assert raised.value.kind == "driver"
    assert 'buttons["noSuchButton"]' in raised.value.message
    assert "loginButton" in raised.value.message  # the driver names what is there instead


def test_an_unmet_label_expectation_is_an_assertion_quoting_the_label_found(journey_app: App) -> None:
    with pytest.raises(ExpectationFailed) as raised:
        expect(journey_app.static_texts["loginTitle"]).to_have_label("Shop", timeout=1)

    assert isinstance(raised.value, AssertionError)
    assert '"Sign In"' in raised.value.message
    assert 'staticTexts["loginTitle"]' in raised.value.message


def test_expecting_a_missing_element_to_exist_fails_at_once_on_an_idle_app(journey_app: App) -> None:
    with pytest.raises(ExpectationFailed) as raised:
        expect(journey_app.buttons["noSuchButton"]).to_exist(timeout=600)

    assert "noSuchElement" in raised.value.message
    assert "idle" in raised.value.message


def test_a_query_the_journey_parser_cannot_read_is_an_argument_error_with_its_caret(journey_app: App) -> None:
    with pytest.raises(JourneyError) as raised:
        journey_app.element("buttons[").tap()

    assert raised.value.kind == "argument"
    assert "^" in raised.value.message


def test_reading_a_missing_element_fails_but_asking_whether_it_exists_does_not(journey_app: App) -> None:
    with pytest.raises(JourneyError):
        _ = journey_app.buttons["noSuchButton"].label

    assert journey_app.buttons["noSuchButton"].exists is False
    assert journey_app.buttons["loginButton"].exists is True


def test_the_attributes_read_are_the_elements_own(journey_app: App) -> None:
    attributes = journey_app.text_fields["emailField"].attributes()

    assert attributes["type"] == "textField"
    assert attributes["identifier"] == "emailField"
    assert attributes["placeholder"] == "you@example.com"
    assert attributes["focused"] is True


def test_an_expectation_on_a_closed_session_raises_the_sessions_error_not_a_failed_assertion(journey_driver: Driver) -> None:
    app = journey_driver.launch()
    app.close()

    with pytest.raises(JourneyError) as raised:
        expect(app.buttons["loginButton"]).to_exist(timeout=1)

    assert raised.value.kind == "session"
    assert not isinstance(raised.value, ExpectationFailed)


def test_an_expectation_on_a_query_the_parser_cannot_read_raises_the_argument_error(journey_app: App) -> None:
    with pytest.raises(JourneyError) as raised:
        expect(journey_app.element("buttons[")).to_exist(timeout=1)

    assert raised.value.kind == "argument"
    assert not isinstance(raised.value, ExpectationFailed)


def test_expect_takes_an_element_or_a_terminal_and_names_anything_else() -> None:
    with pytest.raises(TypeError, match="not str"):
        expect("Shop")  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="not int"):
        async_expect(3)  # type: ignore[call-overload]
