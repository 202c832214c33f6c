"""Reading the screen out of a Rich SVG export, on exports Rich makes of known text."""

import io

import pytest
from rich.console import Console
from rich.text import Text

from textual_oracle.svg_screen import SnapshotError, screen_rows


def export(lines: list[str], width: int, styles: dict[int, str] | None = None) -> str:
    """Rich's SVG export of `lines` on a terminal `width` columns wide, as Textual makes one."""
    console = Console(record=True, width=width, file=io.StringIO(), color_system="truecolor",
                      legacy_windows=False, force_terminal=True)
    for number, line in enumerate(lines):
        console.print(Text(line, style=(styles or {}).get(number, "")), end="\n", overflow="crop", no_wrap=True)
    return console.export_svg(title="A title that is not on the screen")


def test_every_row_is_read_with_its_text_at_its_column():
    rows = screen_rows(export(["hello", "   indented  text", "last row"], width=20))

    assert [row.rstrip() for row in rows] == ["hello", "   indented  text", "last row"]


def test_the_last_row_counts_though_rich_gives_it_no_clip_path():
    rows = screen_rows(export(["", "", "bottom"], width=10))

    assert len(rows) == 3
    assert rows[2].rstrip() == "bottom"


def test_rows_are_as_wide_as_the_terminal_and_end_of_lines_are_not_text():
    rows = screen_rows(export(["ab", "cd"], width=12))

    assert [len(row) for row in rows] == [12, 12]


def test_a_wide_character_takes_two_cells_and_what_follows_keeps_its_column():
    rows = screen_rows(export(["カートx"], width=10))

    # Six cells for three wide characters, one for x, three spaces: ten cells.
    assert rows[0] == "カートx   "


def test_background_only_cells_read_as_spaces_between_texts():
    line = "left" + " " * 35 + "middle" + " " * 28 + "right"
    rows = screen_rows(export([line], width=80, styles={0: "on red"}))

    assert rows[0].rstrip() == line


def test_a_text_starting_at_any_column_is_placed_at_that_column():
    console = Console(record=True, width=80, file=io.StringIO(), color_system="truecolor", force_terminal=True)
    line = "".join(chr(ord("a") + column % 26) for column in range(80))
    # Each character in a style of its own: Rich writes each as a text of its own, at its x.
    console.print(Text.assemble(*[(character, "bold" if column % 2 else "italic") for column, character in enumerate(line)]),
                  no_wrap=True, overflow="crop")

    assert screen_rows(console.export_svg())[0] == line


def test_the_title_is_not_part_of_the_screen():
    rows = screen_rows(export(["x"], width=40))

    assert all("title" not in row for row in rows)


def test_an_svg_without_a_terminal_is_refused_naming_what_is_missing():
    with pytest.raises(SnapshotError, match="clip-terminal"):
        screen_rows('<svg xmlns="http://www.w3.org/2000/svg"></svg>')


def test_text_that_is_not_svg_is_refused():
    with pytest.raises(SnapshotError, match="not well-formed"):
        screen_rows("<svg")
