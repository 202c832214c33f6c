"""A program on a terminal: less paging through a file, as a person reads it."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest

from terminal_journeys.sync import Terminal

from pages.less_page import LessPage

pytestmark = pytest.mark.skipif(shutil.which("less") is None, reason="needs less: apt-get install less")

#: The terminal's height: five lines of the file and less's prompt.
ROWS = 6


@pytest.fixture
def less(journey_terminal: Callable[..., Terminal], tmp_path: Path) -> LessPage:
    """less on a file of 59 numbered notes, five shown at a time."""
    notes = tmp_path / "notes.txt"
    notes.write_text("".join(f"note {number}\n" for number in range(1, 60)))
    return LessPage.open(journey_terminal, notes, rows=ROWS)


def test_a_search_brings_the_matching_line_to_the_top(less: LessPage) -> None:
    less = less.search("note 42")

    assert less.top_line == "note 42"


def test_going_to_the_end_shows_the_last_line_above_END(less: LessPage) -> None:
    less = less.go_to_end()

    assert less.lines[-2:] == ["note 59", "(END)"]


def test_quitting_gives_back_the_blank_terminal(less: LessPage) -> None:
    rows = less.search("note 42").quit()

    assert rows == [""] * ROWS
