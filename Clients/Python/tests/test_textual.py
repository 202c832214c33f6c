"""A Textual app through the adapter of Adapters/Textual, driven by its elements from Python."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Callable

import pytest

from terminal_journeys.sync import App, Driver, expect

from conftest import PACKAGE

LAUNCHER = shutil.which("journey-textual", path=str(Path(sys.executable).parent))
COUNTER = str(PACKAGE / "Adapters" / "Textual" / "examples" / "counter.py")

pytestmark = pytest.mark.skipif(LAUNCHER is None, reason="needs the Textual adapter: run Scripts/python-env")


@pytest.fixture
def counter(launch: Callable[..., App]) -> App:
    assert LAUNCHER is not None
    return launch(LAUNCHER, arguments=[COUNTER, "--terminal-size", "80x40", "--reset-state"])


def test_a_tap_on_a_textual_button_runs_its_handler(counter: App) -> None:
    counter.buttons["add"].tap()
    counter.buttons["add"].tap()

    assert counter.static_texts["count"].label == "2"


def test_a_worker_the_tap_started_is_waited_for_by_the_expectation(counter: App) -> None:
    counter.buttons["load"].tap()

    expect(counter.static_texts["status"]).to_have_label("loaded", timeout=15)


def test_a_disabled_textual_button_reads_as_disabled(counter: App) -> None:
    expect(counter.buttons["never"]).to_be_disabled()
    assert counter.buttons["add"].is_enabled is True


def test_work_marked_as_ignored_no_longer_holds_the_taps_of_an_app_that_polls_for_ever(launch: Callable[..., App]) -> None:
    assert LAUNCHER is not None
    poller = launch(LAUNCHER, arguments=[str(Path(COUNTER).with_name("poller.py")), "--terminal-size", "80x40", "--reset-state"])

    poller.ignore_work("worker poller")
    poller.buttons["add"].tap()
    poller.buttons["add"].tap()

    assert poller.static_texts["count"].label == "2"


def test_a_driver_started_with_an_app_launches_it_when_launch_names_none_and_ends_when_left() -> None:
    with Driver(app=LAUNCHER) as driver:
        counter = driver.launch(arguments=[COUNTER, "--terminal-size", "80x40", "--reset-state"])
        assert counter.buttons["add"].exists
        pid = driver.pid
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_launch_takes_the_app_by_name_too_and_its_arguments_by_keyword_alone(launch: Callable[..., App]) -> None:
    assert LAUNCHER is not None
    with pytest.raises(TypeError):
        launch(LAUNCHER, [COUNTER])

    counter = launch(app=LAUNCHER, arguments=[COUNTER, "--terminal-size", "80x40", "--reset-state"])

    assert counter.buttons["add"].exists
