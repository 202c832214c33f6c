"""Reading the screen out of the journey command's framed text snapshot."""

import pytest

from textual_oracle.journey_screen import ScreenFileError, screen_rows


def test_the_rows_inside_the_frame_are_read_without_their_borders():
    text = "+----+\n|ab  |\n| |c |\n+----+\n"

    assert screen_rows(text) == ["ab  ", " |c "]


def test_a_screen_without_a_frame_is_refused():
    with pytest.raises(ScreenFileError, match="framed"):
        screen_rows("ab\ncd\n")


def test_a_row_without_its_borders_is_refused_naming_its_line():
    with pytest.raises(ScreenFileError, match="line 3"):
        screen_rows("+--+\n|ab|\n cd \n+--+\n")
