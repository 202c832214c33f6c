"""A Textual app through the adapter's launcher: the counter, its count and its reset dialog."""

from __future__ import annotations

from typing import Callable

import pytest

from terminal_journeys.sync import App

from pages.counter_page import LAUNCHER, CounterPage

pytestmark = pytest.mark.skipif(LAUNCHER is None, reason="needs the Textual adapter: run Scripts/python-env")


@pytest.fixture
def counter(launch: Callable[..., App]) -> CounterPage:
    """The counter, launched at a count of zero and closed after the test."""
    return CounterPage.launch(launch)


def test_adding_one_twice_counts_two(counter: CounterPage) -> None:
    counter = counter.add_one().add_one()

    assert counter.count.label == "2"


def test_resetting_asks_first_and_yes_sets_the_count_back_to_zero(counter: CounterPage) -> None:
    dialog = counter.add_one().reset()
    assert dialog.question.label == "Reset the count?"

    counter = dialog.confirm()

    assert counter.count.label == "0"


def test_declining_the_reset_keeps_the_count(counter: CounterPage) -> None:
    counter = counter.add_one().reset().decline()

    assert counter.count.label == "1"
