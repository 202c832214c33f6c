"""The screen a Rich SVG export holds (Textual's snapshots), as text: one string a row."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

from rich.cells import cell_len

# Rich draws each cell 0.61 of the 20-pixel font size wide and 1.22 of it high
# (Console.export_svg's font_aspect_ratio, char_height and line_height): a text's x is its
# column times the width, and the terminal's clip rectangle is the grid less one pixel.
CELL_WIDTH = 20 * 0.61
LINE_HEIGHT = 20 * 1.22

_SVG = "{http://www.w3.org/2000/svg}"
_LINE = re.compile(r"-line-(\d+)\)?$")


class SnapshotError(ValueError):
    """An SVG that is not a Rich terminal export, with what was missing."""


def screen_rows(svg: str) -> list[str]:
    """The rows of the terminal an SVG export shows, each as wide as the terminal.

    Only the text inside the terminal counts (the window title does not); a cell no text
    covers is a space, a wide character takes its cell and the next (one character in the
    row), and a no-break space Rich writes for a space reads as a space.
    """
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError as error:
        raise SnapshotError(f"the snapshot is not well-formed SVG: {error}") from None
    # Rich gives every line but the last a clip path of its own, so the terminal's size
    # comes from the clip path of the whole terminal.
    terminal = next((clip.find(f"{_SVG}rect") for clip in root.iter(f"{_SVG}clipPath")
                     if clip.get("id", "").endswith("-clip-terminal")), None)
    if terminal is None:
        raise SnapshotError("the snapshot has no terminal (no clipPath named …-clip-terminal)")
    width = round((float(terminal.get("width", "0")) + 1) / CELL_WIDTH)
    height = round((float(terminal.get("height", "0")) + 1) / LINE_HEIGHT)
    cells = [[" "] * width for _ in range(height)]
    for text in root.iter(f"{_SVG}text"):
        found = _LINE.search(text.get("clip-path", ""))
        if not found:
            continue
        row = int(found.group(1))
        if row >= height:
            raise SnapshotError(f"the snapshot has text on line {row} of a terminal {height} lines high")
        column = round(float(text.get("x", "0")) / CELL_WIDTH)
        _place(cells[row], column, (text.text or "").replace("\xa0", " "))
    return ["".join(row) for row in cells]


def _place(row: list[str], column: int, text: str) -> None:
    for character in text:
        if character < " ":
            continue  # the line's end
        width = cell_len(character)
        if width == 0:
            if column > 0:
                row[column - 1] += character
            continue
        if column + width > len(row):
            return
        row[column] = character
        if width == 2:
            row[column + 1] = ""
        column += width
