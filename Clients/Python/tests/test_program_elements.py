"""A program's elements, read off its screen by the driver: dialog's buttons by name."""

from __future__ import annotations

import shutil
from typing import Callable

import pytest

from terminal_journeys import ExpectationFailed
from terminal_journeys.sync import Terminal, expect

pytestmark = pytest.mark.skipif(shutil.which("dialog") is None, reason="needs dialog: apt-get install dialog")

#: A yes/no box whose answer the shell prints once dialog ends, then waits for a line.
YES_NO = "sh -c \"dialog --yesno 'Delete all files?' 7 40 && echo ANSWER-Yes || echo ANSWER-No; read line\""


@pytest.mark.parametrize("answer", ["Yes", "No"])
def test_a_tap_on_a_programs_button_by_name_gives_that_answer(journey_terminal: Callable[..., Terminal], answer: str) -> None:
    terminal = journey_terminal(YES_NO, columns=60, rows=15)
    expect(terminal.buttons["Yes"]).to_have_focus()

    terminal.buttons[answer].tap()

    expect(terminal).to_show(f"ANSWER-{answer}")


def test_a_programs_elements_are_read_with_their_labels_and_a_missing_one_fails_naming_what_the_screen_shows(
    journey_terminal: Callable[..., Terminal],
) -> None:
    terminal = journey_terminal(YES_NO, columns=60, rows=15)

    assert terminal.static_texts.first_match.label == "Delete all files?"
    assert repr(terminal.buttons["No"]) == 'terminal.buttons["No"]'
    with pytest.raises(ExpectationFailed) as failure:
        expect(terminal.buttons["Cancel"]).to_exist(timeout=2)
    assert 'button "Yes"' in failure.value.message and 'button "No"' in failure.value.message
