"""A program on a terminal: less, by keys and screen text."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import Callable

import pytest

from terminal_journeys import Driver as AsyncDriver
from terminal_journeys import ExpectationFailed
from terminal_journeys import expect as async_expect
from terminal_journeys.sync import Terminal, expect

pytestmark = pytest.mark.skipif(shutil.which("less") is None, reason="needs less: apt-get install less")


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    path = tmp_path / "notes.txt"
    path.write_text("".join(f"note {n}\n" for n in range(1, 60)))
    return path


def test_less_shows_the_first_lines_then_the_last_after_G(journey_terminal: Callable[..., Terminal], notes: Path) -> None:
    terminal = journey_terminal(f"less {notes}", columns=40, rows=6)
    expect(terminal).to_show("note 1")

    terminal.press("G")

    expect(terminal).to_show("note 59")
    expect(terminal).not_to_show("note 1")
    assert "note 59" in terminal.screen()


def test_a_text_less_never_shows_fails_quoting_the_screen(journey_terminal: Callable[..., Terminal], notes: Path) -> None:
    terminal = journey_terminal(f"less {notes}", columns=40, rows=6)

    with pytest.raises(ExpectationFailed) as raised:
        expect(terminal).to_show("note 99", timeout=0.5)

    assert "note 99" in raised.value.message
    assert "note 1" in raised.value.message  # the screen it showed instead


def test_the_async_api_waits_for_a_programs_text_and_for_it_to_go(notes: Path) -> None:
    async def journey() -> str:
        driver = await AsyncDriver.start()
        try:
            terminal = await driver.run_program(f"less {notes}", columns=40, rows=6)
            await async_expect(terminal).to_show("note 1")
            await terminal.press("G")
            await async_expect(terminal).to_show("note 59")
            await async_expect(terminal).not_to_show("note 1")
            return await terminal.screen()
        finally:
            await driver.close()

    assert "note 59" in asyncio.run(journey())


def test_a_terminal_waits_for_text_and_for_it_to_go_and_takes_typed_text(journey_terminal: Callable[..., Terminal], notes: Path) -> None:
    terminal = journey_terminal(f"less {notes}", columns=40, rows=6)
    terminal.wait_for_text("note 1")

    terminal.type_text("/note 42\n")  # less's search: typed, then Enter

    terminal.wait_for_text("note 43")
    terminal.wait_until_text_gone("note 2")
